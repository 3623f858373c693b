import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from '../src/db/dataDirLock'
import { tempDir } from './helpers/testDatabase'

function startSleeper() {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' })
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid as number
}

/** A process that has exited but whose parent never reaps it, as a crashed server is for a moment. */
async function zombie(): Promise<{ pid: number; stop(): void }> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] })
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))))
  for (let i = 0; i < 50 && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '); i++) await new Promise((r) => setTimeout(r, 50))
  return { pid, stop: () => parent.kill() }
}

const startTimeOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}
const lockFile = (dir: string) => path.join(dir, 'wheelbase.lock')

describe('data directory lock', () => {
  it('holds our pid and start time while open and removes itself on release', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir)
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toEqual({ pid: process.pid, startTime: startTimeOf(process.pid) })
    lock.release()
    expect(existsSync(lockFile(dir))).toBe(false)
  })

  it('stops a second process with a clear message while the owner lives', () => {
    const dir = tempDir()
    const owner = startSleeper()
    try {
      const pid = owner.pid as number
      writeFileSync(lockFile(dir), JSON.stringify({ pid, startTime: startTimeOf(pid) }))
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Wheelbase process (pid ${pid})`)
      // A lock of the older format (the pid alone) still protects a live owner.
      writeFileSync(lockFile(dir), String(pid))
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    } finally {
      owner.kill()
    }
  })

  it('takes over a stale lock left by a killed process', async () => {
    const dir = tempDir()
    writeFileSync(lockFile(dir), String(await deadPid()))
    const lock = acquireDataDirLock(dir)
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a lock whose owner is a zombie not yet reaped', async () => {
    const dir = tempDir()
    const dead = await zombie()
    try {
      writeFileSync(lockFile(dir), JSON.stringify({ pid: dead.pid, startTime: startTimeOf(dead.pid) }))
      acquireDataDirLock(dir).release()
      writeFileSync(lockFile(dir), String(dead.pid))
      acquireDataDirLock(dir).release()
    } finally {
      dead.stop()
    }
  })

  it('takes over a lock whose pid now belongs to another process', () => {
    const dir = tempDir()
    const stranger = startSleeper()
    try {
      const pid = stranger.pid as number
      writeFileSync(lockFile(dir), JSON.stringify({ pid, startTime: String(Number(startTimeOf(pid)) - 1) }))
      acquireDataDirLock(dir).release()
    } finally {
      stranger.kill()
    }
  })

  it('takes over a lock file cut short while it was written', () => {
    const dir = tempDir()
    writeFileSync(lockFile(dir), '{"pid":12')
    acquireDataDirLock(dir).release()
  })
})
