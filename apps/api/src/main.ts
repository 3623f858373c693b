import { getHeapStatistics } from 'node:v8'
import { ConfigError, loadConfig } from './config'
import { DataDirLockedError } from './db/dataDirLock'
import { serverLogger } from './platform/http/logOutput'
import { createServer } from './server'

async function main(): Promise<void> {
  // The server's render loads React when the app starts: its production build unless told otherwise
  // (`npm run dev` says development). Nothing read this before.
  process.env.NODE_ENV ??= 'production'
  const config = loadConfig()
  const { app } = await createServer(config, { logger: await serverLogger(config) })

  let closing = false
  const shutdown = (reason: string, exitCode: 0 | 1) => {
    if (closing) return
    closing = true
    app.log.info({ reason }, 'shutting down: finishing requests in flight')
    // Stop accepting, let requests in flight finish, then close the database cleanly.
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    app.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM', 0))
  process.on('SIGINT', () => shutdown('SIGINT', 0))
  // A fault nothing caught leaves the process in a state nobody reasoned about: log it, close
  // cleanly (the database most of all) and exit non-zero so a supervisor restarts a clean one.
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception')
    shutdown('uncaught exception', 1)
  })
  process.on('unhandledRejection', (error) => {
    app.log.fatal({ err: error }, 'unhandled promise rejection')
    shutdown('unhandled promise rejection', 1)
  })

  const address = await app.listen({ port: config.port, host: config.host })
  const port = app.server.address()
  const listening = typeof port === 'object' && port ? port.port : config.port
  // The heap's limit sets how much garbage V8 lets pile up under load: `npm start` gives 512 MB (docs/deploy.md).
  const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20)
  app.log.info({ address, database: config.databaseUrl ? 'postgres' : 'pglite', heapLimitMb }, 'listening')
  // A plain line for the person who ran `npm start` (and for scripts waiting on it), whatever LOG_LEVEL says.
  process.stdout.write(`Wheelbase is ready at http://localhost:${listening}\n`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(`Wheelbase could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  }
  process.exit(1)
})
