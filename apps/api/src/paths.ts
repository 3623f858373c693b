import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The api package's folder, found by walking up from this module: the same answer from the
 * TypeScript sources (tests, dev) and from the bundled dist/main.js (npm start).
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(path.join(dir, 'migrations', 'meta', '_journal.json'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('cannot find the api package folder (migrations/meta/_journal.json)')
    dir = parent
  }
}

export const API_ROOT = findApiRoot()
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations')
export const DEFAULT_WEB_DIST_DIR = path.resolve(API_ROOT, '..', 'web', 'dist')
