import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../scripts/serverNodeFlags.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

/** A 1×1 PNG for every tile: maps render on a closed network, and no request leaves the machine. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64')

export type Stub = { url: string; requests: string[]; close(): Promise<void> }

/** A loopback HTTP stub: map tiles, or a fake analytics script. */
export async function startStub(kind: 'tiles' | 'analytics'): Promise<Stub> {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    if (kind === 'tiles') {
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(PNG)
    } else {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end('window.__analyticsLoaded = true')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

export type AppServer = { url: string; dataDir: string; child: ChildProcess; output(): string; stop(): Promise<void> }

/** A port nothing listens on now, to give the server before it starts. */
async function freePort(): Promise<number> {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * The real built product, started as `npm start` starts it, on a free port with a fresh data dir.
 * `publicHost`: the name it is reached by; passkeys need a domain name ('localhost'), not an address.
 */
export async function startApp(env: Record<string, string>, { publicHost = '127.0.0.1' }: { publicHost?: string } = {}): Promise<AppServer> {
  // Maps never reach the internet from a test: tiles come from a loopback stub unless given.
  const tiles = env.MAP_TILES_URL ? undefined : await startStub('tiles')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wheelbase-e2e-'))
  // A known port, so the links in mail (PUBLIC_URL) point at this very server.
  const port = await freePort()
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://${publicHost}:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The journeys run side by side as one demo driver, each with its own pay-later booking: more
      // than the default three open at once. The limit itself is tested on the API (lifecycle.test.ts).
      MAX_OPEN_PAY_LATER: '100',
      ...(tiles ? { MAP_TILES_URL: `${tiles.url}/{z}/{x}/{y}.png` } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${output}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Wheelbase is ready at http:\/\/localhost:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(`http://${publicHost}:${match[1]}`)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`the app exited with ${code}:\n${output}`)))
  })
  return {
    url,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
      await tiles?.close()
    },
  }
}
