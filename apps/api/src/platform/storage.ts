import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Uploaded and generated images on local disk under DATA_DIR/uploads, served at /uploads/. */
export type Storage = {
  root: string
  urlOf(relativePath: string): string
  exists(relativePath: string): boolean
  put(relativePath: string, data: string | Uint8Array): Promise<string>
}

export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads')
  const resolve = (relativePath: string) => {
    const full = path.resolve(root, relativePath)
    if (!full.startsWith(root + path.sep)) throw new Error(`path escapes the upload folder: ${relativePath}`)
    return full
  }
  return {
    root,
    urlOf: (relativePath) => `/uploads/${relativePath}`,
    exists: (relativePath) => existsSync(resolve(relativePath)),
    async put(relativePath, data) {
      const full = resolve(relativePath)
      await mkdir(path.dirname(full), { recursive: true })
      await writeFile(full, data)
      return `/uploads/${relativePath}`
    },
  }
}
