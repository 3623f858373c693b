import { Readable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerCompression, takenEncoding } from './compression'

/** A JSON list of about `bytes` bytes. */
const listOf = (bytes: number) => ({ items: Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, name: `car number ${i}` })) })

describe('compression of HTML and JSON answers', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = Fastify()
    registerCompression(app)
    app.get('/small', async () => ({ ok: true }))
    app.get('/list', async () => listOf(5_000))
    app.get('/big', async () => listOf(400_000)) // above the size compressed in one call
    app.get('/page', async (_req, reply) =>
      reply
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(`<p>${'Kia Picanto '.repeat(500)}</p>`),
    )
    app.get('/picture', async (_req, reply) => reply.type('image/webp').send(Buffer.alloc(4_000, 7)))
    app.get('/stream', async (_req, reply) => reply.type('application/json').send(Readable.from([JSON.stringify(listOf(5_000))])))
    await app.ready()
  })
  afterAll(() => app.close())

  it('sends brotli, else gzip, to a client that takes it, the same text either way', async () => {
    for (const url of ['/list', '/big', '/page']) {
      const plain = await app.inject({ url })
      expect(plain.headers['content-encoding']).toBeUndefined()
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['content-length']).toBe(String(br.rawPayload.length))
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } })
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    }
  })

  it('tells caches the answer depends on Accept-Encoding, once, beside the route’s own Vary', async () => {
    const page = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } })
    expect(page.headers.vary).toBe('cookie, accept-encoding')
    expect((await app.inject({ url: '/list' })).headers.vary).toBe('accept-encoding')
  })

  it('leaves alone a small answer, an image, a stream and a client that takes no encoding', async () => {
    const br = { 'accept-encoding': 'br, gzip' }
    expect((await app.inject({ url: '/small', headers: br })).headers['content-encoding']).toBeUndefined()
    const picture = await app.inject({ url: '/picture', headers: br })
    expect(picture.headers['content-encoding']).toBeUndefined()
    expect(picture.rawPayload.equals(Buffer.alloc(4_000, 7))).toBe(true)
    const stream = await app.inject({ url: '/stream', headers: br })
    expect(stream.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(stream.body)).toEqual(listOf(5_000))
    expect((await app.inject({ url: '/list', headers: { 'accept-encoding': 'identity' } })).headers['content-encoding']).toBeUndefined()
  })

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(takenEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(takenEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(takenEncoding('br;q=0.0, gzip;q=0')).toBeUndefined()
    expect(takenEncoding('*')).toBe('br')
    expect(takenEncoding('deflate')).toBeUndefined()
    expect(takenEncoding(undefined)).toBeUndefined()
  })
})
