import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
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

/** State and start time (clock ticks since boot) of a process, from /proc; null where there is no /proc entry. */
function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' }
  } catch {
    return null
  }
}

const hasProc = existsSync('/proc/self/stat')

/** This process as a lock file records it: its pid and, where /proc exists, its start time. */
function ownerRecord(): LockOwner {
  return { pid: process.pid, startTime: procStat(process.pid)?.startTime ?? null }
}

type LockOwner = { pid: number; startTime: string | null }

function readOwner(lockPath: string): LockOwner | null {
  const text = readFileSync(lockPath, 'utf8').trim()
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>
    if (typeof parsed === 'number') return { pid: parsed, startTime: null } // a lock of an older version: just the pid
    if (Number.isInteger(parsed.pid)) return { pid: parsed.pid as number, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null }
  } catch {
    // unreadable: a lock cut short by a crash while it was written
  }
  return null
}

/**
 * Whether the lock's owner still runs. A pid alone is not enough: after a crash the pid may be
 * a zombie not yet reaped, or already given to another process; both count as dead. The start
 * time tells the owner from a process that got its pid later.
 */
function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false
  if (hasProc) {
    const stat = procStat(owner.pid)
    if (!stat || stat.state === 'Z' || stat.state === 'X') return false
    return owner.startTime === null || stat.startTime === owner.startTime
  }
  try {
    process.kill(owner.pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export type DataDirLock = { path: string; release(): void }

/**
 * PGlite does not lock its directory, and two processes writing to one data dir corrupt it.
 * We hold a lock file with our pid and start time: a second process stops with a clear message,
 * and a lock left behind by a killed process (gone, a zombie, or its pid reused) is taken over,
 * so a restart right after a crash needs no manual step. (Node has no file lock of its own, and
 * we want no native add-on for one.)
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'wheelbase.lock')
  const record = JSON.stringify(ownerRecord())
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, record)
      closeSync(fd)
      return lockHandle(lockPath, record)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(lockPath)
    if (owner && ownerIsAlive(owner)) throw new DataDirLockedError(dataDir, owner.pid)
    // Stale: replace it atomically, then loop to confirm we won against another taker.
    const temp = `${lockPath}.${process.pid}`
    writeFileSync(temp, record)
    renameSync(temp, lockPath)
    if (readFileSync(lockPath, 'utf8').trim() === record) return lockHandle(lockPath, record)
  }
  throw new Error(`could not take the data directory lock ${lockPath}`)
}

function lockHandle(lockPath: string, record: string): DataDirLock {
  let released = false
  return {
    path: lockPath,
    release() {
      if (released) return
      released = true
      try {
        if (readFileSync(lockPath, 'utf8').trim() === record) rmSync(lockPath)
      } catch {
        // already gone
      }
    },
  }
}
