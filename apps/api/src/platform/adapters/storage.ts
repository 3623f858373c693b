import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Uploaded and generated images on local disk under DATA_DIR/uploads, served at /uploads/. */
export type Storage = {
  root: string
  urlOf(relativePath: string): string
  exists(relativePath: string): boolean
  put(relativePath: string, data: string | Uint8Array): Promise<string>
  /** Deletes the file a URL of ours points at (a replaced or deleted picture); other URLs are ignored. */
  removeUrl(url: string): Promise<void>
}

const PREFIX = '/uploads/'

export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads')
  const resolve = (relativePath: string) => {
    const full = path.resolve(root, relativePath)
    if (!full.startsWith(root + path.sep)) throw new Error(`path escapes the upload folder: ${relativePath}`)
    return full
  }
  return {
    root,
    urlOf: (relativePath) => `${PREFIX}${relativePath}`,
    exists: (relativePath) => existsSync(resolve(relativePath)),
    async put(relativePath, data) {
      const full = resolve(relativePath)
      await mkdir(path.dirname(full), { recursive: true })
      await writeFile(full, data)
      return `${PREFIX}${relativePath}`
    },
    async removeUrl(url) {
      if (!url.startsWith(PREFIX)) return
      await rm(resolve(url.slice(PREFIX.length)), { force: true })
    },
  }
}
