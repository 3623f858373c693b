import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../serverNodeFlags.mjs'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')

/**
 * Starts the built server as `npm start` runs it and resolves once /api/health answers 200, with
 * the time it took; `root`: another built checkout's (a reference revision's) instead of this one.
 */
export async function startTimed(env, root = ROOT) {
  const started = performance.now()
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let ready = false
  const url = await new Promise((resolve, reject) => {
    // The log is read only until the server says it is ready (as test/helpers/serverProcess.ts):
    // matching the whole log on every chunk for the server's life grows with every request.
    const onData = (chunk) => {
      if (ready) return
      output += chunk
      const match = /ready at http:\/\/localhost:(\d+)/.exec(output)
      if (match) {
        ready = true
        resolve(`http://127.0.0.1:${match[1]}`)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)))
  })
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 20))
  }
  const ms = performance.now() - started
  return {
    url,
    ms,
    pid: child.pid,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      return kb / 1024
    },
    /** True once the server has gone, e.g. killed from outside in the middle of a load. */
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: () =>
      new Promise((resolve) => {
        // A server already gone emits no second 'exit': waiting for one would leave the bench hanging.
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.on('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}
