import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { tempDir } from './testDatabase'

/**
 * A built web app of our own for the server to serve: its page, an asset, and (when given) a
 * server entry beside it, where the real build puts `dist-server`. Returns the dist directory.
 */
export function webDist(page: string, serverEntry?: string): string {
  const dist = tempDir('wheelbase-dist-')
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), page)
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  if (serverEntry !== undefined) {
    mkdirSync(`${dist}-server`)
    writeFileSync(path.join(`${dist}-server`, 'entry-server.js'), serverEntry)
  }
  return dist
}
