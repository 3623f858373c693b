import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { isStorageKey, type Storage } from './storage'

export type CopyReport = { copied: number; alreadyThere: number; ignored: string[] }

/**
 * Copies the pictures of a local uploads folder (DATA_DIR/uploads) into another storage, under the
 * same keys, so that the URLs the database holds keep working. What is already there is left as
 * it is (a copy stopped halfway is simply run again); a file that is no upload of ours is named and
 * left behind. Eight files at a time.
 */
export async function copyUploads(fromDir: string, to: Storage, onFile: (key: string, copied: boolean) => void = () => {}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, ignored: [] }
  const folders = await readdir(fromDir, { withFileTypes: true }).catch(() => [])
  const keys: string[] = []
  for (const folder of folders) {
    if (!folder.isDirectory()) {
      report.ignored.push(folder.name)
      continue
    }
    for (const file of await readdir(path.join(fromDir, folder.name), { withFileTypes: true })) {
      const key = `${folder.name}/${file.name}`
      if (file.isFile() && isStorageKey(key)) keys.push(key)
      else report.ignored.push(key)
    }
  }
  for (let i = 0; i < keys.length; i += 8)
    await Promise.all(
      keys.slice(i, i + 8).map(async (key) => {
        const there = await to.exists(key)
        if (!there) await to.put(key, await readFile(path.join(fromDir, ...key.split('/'))))
        report[there ? 'alreadyThere' : 'copied']++
        onFile(key, !there)
      }),
    )
  return report
}
