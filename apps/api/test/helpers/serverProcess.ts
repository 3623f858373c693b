import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../../../../scripts/serverNodeFlags.mjs'
import { API_ROOT } from '../../src/paths'

export type ServerProcess = { child: ChildProcess; url: string; output(): string; stop(signal?: NodeJS.Signals): Promise<number | null> }

/**
 * Starts the real server (src/main.ts through tsx) as its own process, with the flags `npm start`
 * gives it, on a free port; `preload` modules run first.
 */
export function startServer(env: Record<string, string>, preload: string[] = []): Promise<ServerProcess> {
  const imports = [...preload, 'tsx'].flatMap((module) => ['--import', module])
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...imports, path.join(API_ROOT, 'src', 'main.ts')], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The output is kept as its chunks and joined when read: a long-lived server (the fuzz logs some
  // 40,000 requests) would otherwise have its whole log copied again on every chunk.
  const chunks: string[] = []
  const output = () => {
    if (chunks.length > 1) chunks.splice(0, chunks.length, chunks.join(''))
    return chunks[0] ?? ''
  }
  let ready = false
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), 60_000)
    const onData = (chunk: Buffer) => {
      chunks.push(chunk.toString())
      // Only until the server is ready: the start-up output is short.
      if (ready) return
      const match = /Wheelbase is ready at (http:\/\/localhost:\d+)/.exec(output())
      if (match?.[1]) {
        ready = true
        clearTimeout(timer)
        resolve({
          child,
          url: match[1],
          output,
          async stop(signal: NodeJS.Signals = 'SIGTERM') {
            if (child.exitCode === null) child.kill(signal)
            return exited
          },
        })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(Object.assign(new Error(`server exited with ${code}:\n${output()}`), { code, output: output() }))
    })
  })
}

/** Runs the server expecting it to fail at start; resolves with its exit code and output. */
export async function failedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  try {
    const server = await startServer(env)
    await server.stop()
    throw new Error('the server started')
  } catch (error) {
    const { code, output } = error as { code?: number | null; output?: string }
    if (output === undefined) throw error
    return { code: code ?? null, output }
  }
}
