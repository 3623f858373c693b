import { ConfigError, loadConfig } from './config'
import { DataDirLockedError } from './db/dataDirLock'
import { createServer } from './server'

async function main(): Promise<void> {
  const config = loadConfig()
  const { app } = await createServer(config)

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    // Stop accepting, let requests in flight finish, then close the database cleanly.
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  const address = await app.listen({ port: config.port, host: config.host })
  const port = app.server.address()
  const listening = typeof port === 'object' && port ? port.port : config.port
  app.log.info({ address, database: config.databaseUrl ? 'postgres' : 'pglite' }, 'listening')
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
