import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A file to upload, and what is wrong with it. */
export type Upload = { note: string; bytes: Buffer }
/** A whole request body with its Content-Type header (or none). */
export type RawBody = { note: string; contentType: string | undefined; body: Buffer }

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])

/** Deterministic "garbage" bytes, so a run is reproducible. */
export function garbage(length: number, seed = 7): Buffer {
  const out = Buffer.alloc(length)
  let x = seed >>> 0 || 1
  for (let i = 0; i < length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A 1-bit grey PNG that declares width×height but holds only `rows` rows of pixels (all rows: a valid, highly compressed picture). */
export function declaredPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth; colour type 0 (grey), deflate, no filter, no interlace
  const pixels = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * rows), { level: 9 })
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))])
}

let corpus: Promise<Upload[]> | undefined

/** Valid, corrupt, truncated, lying and non-image files; made once per process (the 16000×16000 PNG is 31 KB, ~0.1 s). */
export function hostileUploads(): Promise<Upload[]> {
  corpus ??= (async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer()
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .jpeg()
      .toBuffer()
    const flipped = Buffer.from(png)
    for (let i = 41; i < flipped.length - 12; i += 3) flipped[i] = (flipped[i] ?? 0) ^ 0xff
    return [
      { note: 'valid 8×8 PNG', bytes: png },
      { note: 'valid 8×8 JPEG', bytes: jpeg },
      { note: 'PNG cut in half', bytes: png.subarray(0, png.length >> 1) },
      { note: 'PNG signature only', bytes: PNG_SIGNATURE },
      { note: 'PNG signature + garbage', bytes: Buffer.concat([PNG_SIGNATURE, garbage(600)]) },
      { note: 'PNG with flipped data bytes (bad CRCs)', bytes: flipped },
      { note: 'PNG 16000×16000 (decompression bomb, 31 KB)', bytes: declaredPng(16_000, 16_000) },
      { note: 'PNG declaring 16000×16000 with 4 rows of data', bytes: declaredPng(16_000, 16_000, 4) },
      { note: 'PNG declaring 100000×100000', bytes: declaredPng(100_000, 100_000, 1) },
      { note: 'PNG declaring 0×0', bytes: declaredPng(0, 0, 0) },
      { note: 'JPEG cut after 20 bytes', bytes: jpeg.subarray(0, 20) },
      { note: 'JPEG header + garbage', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage(400, 3)]) },
      { note: 'GIF header declaring 65535×65535', bytes: Buffer.from('474946383961ffffffff00000021f90400000000002c00000000ffffffff0000', 'hex') },
      { note: 'TIFF header + garbage', bytes: Buffer.concat([Buffer.from('II*\0', 'latin1'), garbage(300, 5)]) },
      { note: 'WebP header + garbage', bytes: Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), garbage(64, 9)]) },
      {
        note: 'SVG with a script',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"><script>alert(1)</script></svg>'),
      },
      { note: 'text file', bytes: Buffer.from('not an image\n') },
      { note: 'empty file', bytes: Buffer.alloc(0) },
      { note: '5.5 MB file (over the 5 MB limit)', bytes: Buffer.concat([png, Buffer.alloc(5.5 * 1024 * 1024)]) },
    ]
  })()
  return corpus
}

type Part = { name: string; filename?: string; type?: string; data: Buffer; headers?: string }

const BOUNDARY = 'wbFuzzBoundary7MA4YWxkTrZu0gW'

/** A multipart/form-data body; `eol` lets a case use bare LF line ends. */
export function multipart(parts: Part[], boundary = BOUNDARY, eol = '\r\n'): Buffer {
  const chunks = parts.flatMap((part) => {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`
    const head =
      part.headers ?? `Content-Disposition: form-data; name="${part.name}"${filename}${eol}${part.type ? `Content-Type: ${part.type}${eol}` : ''}`
    return [Buffer.from(`--${boundary}${eol}${head}${eol}`), part.data, Buffer.from(eol)]
  })
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--${eol}`)])
}

const TYPE = `multipart/form-data; boundary=${BOUNDARY}`
const good = (file: Part) => multipart([file])
const text = (name: string): Part => ({ name, data: Buffer.from('x') })

/** Ways to wrap a file part: [what, Content-Type, body]; the first is the well-formed one. */
const WRAPPERS: [string, string | undefined, (file: Part) => Buffer][] = [
  ['well-formed', TYPE, good],
  ['truncated in the file', TYPE, (f) => good(f).subarray(0, Math.max(60, Math.floor(good(f).length * 0.6)))],
  ['truncated in the part headers', TYPE, (f) => good(f).subarray(0, 50)],
  ['no closing boundary', TYPE, (f) => good(f).subarray(0, -(BOUNDARY.length + 6))],
  ['without boundary parameter', 'multipart/form-data', good],
  ['with an empty boundary', 'multipart/form-data; boundary=', good],
  ['with another boundary than the body', 'multipart/form-data; boundary=other', good],
  ['with a 200-char quoted boundary', `multipart/form-data; boundary="${'b'.repeat(200)}"`, (f) => multipart([f], 'b'.repeat(200))],
  ['bare LF line ends', TYPE, (f) => multipart([f], BOUNDARY, '\n')],
  ['the file under another field name', TYPE, (f) => multipart([{ ...f, name: `${f.name}_other` }])],
  ['the field without filename', TYPE, (f) => multipart([{ ...f, filename: undefined }])],
  ['two files', TYPE, (f) => multipart([f, { ...f, name: `${f.name}2` }])],
  ['12 text fields then the file', TYPE, (f) => multipart([...Array.from({ length: 12 }, (_, i) => text(`f${i}`)), f])],
  ['a filename with traversal, NUL and %zz', TYPE, (f) => multipart([{ ...f, filename: '../../x\u0000%zz.png' }])],
  ['a part without Content-Disposition', TYPE, (f) => multipart([{ ...f, headers: 'Content-Type: image/png\r\n' }])],
  [
    'a Content-Disposition with a bad escape',
    TYPE,
    (f) => multipart([{ ...f, headers: "Content-Disposition: form-data; name*=UTF-8''%E0%A4%A; filename*=UTF-8''%\r\n" }]),
  ],
  ['only the closing boundary', TYPE, () => Buffer.from(`--${BOUNDARY}--\r\n`)],
  ['replaced by the raw file as application/octet-stream', 'application/octet-stream', (f) => f.data],
  ['replaced by the raw file as image/png', 'image/png', (f) => f.data],
]
export const MULTIPART_KINDS = WRAPPERS.length

/** The upload in one of the well-formed (0) or broken multipart bodies, chosen by `which`; `field` is the expected file field. */
export function multipartBody(upload: Upload, field: string, which: number): RawBody {
  const [wrapper, contentType, make] = WRAPPERS[Math.abs(which) % WRAPPERS.length] as (typeof WRAPPERS)[number]
  const body = make({ name: field, filename: 'avatar.png', type: 'image/png', data: upload.bytes })
  return { note: `${upload.note}, multipart ${wrapper}`, contentType, body }
}
