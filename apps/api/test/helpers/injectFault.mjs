// Loaded into a real server process by the crash tests (node --import): on SIGUSR2 it raises the
// fault named by WHEELBASE_TEST_FAULT outside any request, as a bug in a timer or a library would.
process.on('SIGUSR2', () => {
  if (process.env.WHEELBASE_TEST_FAULT === 'rejection') void Promise.reject(new Error('injected unhandled rejection'))
  else
    setImmediate(() => {
      throw new Error('injected uncaught exception')
    })
})
