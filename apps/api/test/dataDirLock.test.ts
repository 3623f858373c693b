import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from '../src/db/dataDirLock'
import { tempDir } from './helpers/testDatabase'

function startSleeper() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' })
  return child
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid as number
}

describe('data directory lock', () => {
  it('holds our pid while open and removes itself on release', () => {
    const dir = tempDir()
    const lock = acquireDataDirLock(dir)
    expect(readFileSync(path.join(dir, 'wheelbase.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
    expect(existsSync(path.join(dir, 'wheelbase.lock'))).toBe(false)
  })

  it('stops a second process with a clear message while the owner lives', () => {
    const dir = tempDir()
    const owner = startSleeper()
    try {
      writeFileSync(path.join(dir, 'wheelbase.lock'), String(owner.pid))
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Wheelbase process (pid ${owner.pid})`)
    } finally {
      owner.kill()
    }
  })

  it('takes over a stale lock left by a killed process', async () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, 'wheelbase.lock'), String(await deadPid()))
    const lock = acquireDataDirLock(dir)
    expect(readFileSync(path.join(dir, 'wheelbase.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
  })
})
