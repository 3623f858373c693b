// Writes .br and .gz beside every text asset of the build, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = path.resolve(import.meta.dirname, '..', 'dist')
const TEXT = /\.(js|css|html|json|svg|txt|map)$/

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

let count = 0
for await (const file of walk(dist)) {
  if (!TEXT.test(file) || (await stat(file)).size < 512) continue
  const data = await readFile(file)
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }))
  count++
}
console.log(`precompressed ${count} files`)
