import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Fails a test that writes console.error or console.warn. */
const SETUP = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle, which on a 2-core machine runs the files one at
    // a time, though most of their time is spent waiting on a database, a child process or a clock.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'tooling', root: 'eslint', include: ['**/*.test.js'], environment: 'node', setupFiles: [SETUP] } },
      { test: { name: 'core', root: 'packages/core', include: ['test/**/*.test.ts'], environment: 'node', setupFiles: [SETUP] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/globalSetup.ts'],
          setupFiles: [SETUP],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: [SETUP] },
      },
    ],
  },
})
