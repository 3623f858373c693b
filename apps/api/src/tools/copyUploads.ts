import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { copyUploads } from '../platform/adapters/copyUploads'
import { openStorage } from '../platform/adapters/openStorage'

/**
 * `npm run storage:copy`: copies DATA_DIR/uploads into the bucket STORAGE_URL names, before the
 * instances are started on it (docs/deploy.md). Safe to run again: what is there is skipped.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  if (config.storage.kind !== 's3')
    throw new ConfigError(['STORAGE_URL: set it to the bucket to copy DATA_DIR/uploads into (s3://bucket?endpoint=…)'])
  const from = path.join(config.dataDir, 'uploads')
  const to = await openStorage(config.storage, config.dataDir)
  process.stdout.write(`Copying ${from} into ${to.describe}…\n`)
  try {
    const report = await copyUploads(from, to)
    process.stdout.write(`Copied ${report.copied} files; ${report.alreadyThere} were already there.\n`)
    if (report.ignored.length) process.stdout.write(`Left behind (not uploads of Wheelbase): ${report.ignored.join(', ')}\n`)
  } finally {
    await to.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
