import { afterEach, beforeEach, vi } from 'vitest'

/**
 * A console.error or console.warn during a test fails it, as in the browser tests: React's
 * warnings, a failed request logged by a component, a deprecation — each is a fault to fix.
 */
let reported: string[] = []

beforeEach(() => {
  reported = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      reported.push(`console.${level}: ${args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ')}`)
    })
  }
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  vi.mocked(console.warn).mockRestore()
  if (reported.length) throw new Error(`The test wrote to the console:\n${reported.join('\n')}`)
})
