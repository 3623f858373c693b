import { readdirSync, readFileSync } from 'node:fs'

/** Linux's clock ticks per second in /proc's CPU times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100

/** A process's user and system CPU time so far, in ms (0 once it has gone). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the command's ")": state is the first field, utime the twelfth and stime the thirteenth.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

const postgresPids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
      } catch {
        return false
      }
    })

export type TCpuTotals = { server: number; database: number }
/** CPU time per answered request: the server process (every thread; PGlite's database included), and the PostgreSQL server's processes. */
export type TCpuPerRequest = { serverMs: number; databaseMs: number }

/** The CPU the server and (for `postgres`) every PostgreSQL process have used so far, in ms. */
export function cpuTotals(serverPid: number, postgres: boolean): TCpuTotals {
  return { server: cpuMsOf(serverPid), database: postgres ? postgresPids().reduce((sum, pid) => sum + cpuMsOf(pid), 0) : 0 }
}

export const cpuPerRequest = (before: TCpuTotals, after: TCpuTotals, requests: number): TCpuPerRequest => ({
  serverMs: (after.server - before.server) / Math.max(1, requests),
  databaseMs: (after.database - before.database) / Math.max(1, requests),
})
