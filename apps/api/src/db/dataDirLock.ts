import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Wheelbase process (pid ${ownerPid}). ` +
        `Stop that process, or start this one with another DATA_DIR.`,
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export type DataDirLock = { path: string; release(): void }

/**
 * PGlite does not lock its directory, and two processes writing to one data dir corrupt it.
 * We hold a lock file with our pid: a second process stops with a clear message, and a lock left
 * behind by a killed process (its pid is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'wheelbase.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return lockHandle(lockPath)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10)
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner)
    // Stale: replace it atomically, then loop to confirm we won against another taker.
    const temp = `${lockPath}.${process.pid}`
    writeFileSync(temp, String(process.pid))
    renameSync(temp, lockPath)
    if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) return lockHandle(lockPath)
  }
  throw new Error(`could not take the data directory lock ${lockPath}`)
}

function lockHandle(lockPath: string): DataDirLock {
  let released = false
  return {
    path: lockPath,
    release() {
      if (released) return
      released = true
      try {
        if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) rmSync(lockPath)
      } catch {
        // already gone
      }
    },
  }
}
