import type { FastifyInstance } from 'fastify'
import { cacheControlOf, contentTypeOf, isStorageKey, type Storage } from '../adapters/storage'

/**
 * Serves /uploads/<key> from the storage, whatever keeps it (the local disk or a bucket), so every
 * instance serves every picture at the same address of our own origin. A missing one goes to the
 * not-found answer, as any unknown address.
 */
export function registerUploads(app: FastifyInstance, storage: Storage): void {
  app.get('/uploads/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*']
    if (!isStorageKey(key)) return reply.callNotFound()
    const found = await storage.read(key, req.headers['if-none-match'])
    if (found === null) return reply.callNotFound()
    void reply.header('cache-control', cacheControlOf(key))
    // Uploaded files are shown as images only, never run as documents.
    void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    void reply.header('x-content-type-options', 'nosniff')
    if (found === 'not-modified') return reply.status(304).send()
    return reply
      .header('etag', found.etag)
      .header('last-modified', found.lastModified.toUTCString())
      .header('content-length', String(found.size))
      .type(contentTypeOf(key))
      .send(found.body)
  })
}
