import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import type { TestFixturesOptions } from './fixtures'

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined }

export default defineConfig<TestFixturesOptions>({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker (record 0147) runs in the specs that test it (offline.spec.ts): in the
    // rest, what a test routes or counts is the page's own traffic, which a worker would take over.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @phone run only on the phone, @desktop only on the desktop; the rest on both.
    { name: 'desktop', grepInvert: /@phone/, use: DESKTOP },
    // Tests tagged @fonts run again where the system font is DejaVu Sans, as on a desktop without Noto.
    {
      name: 'desktop, DejaVu Sans',
      grep: /@fonts/,
      use: {
        ...DESKTOP,
        systemFont: 'DejaVu Sans',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('fonts/dejavu-only.conf', import.meta.url)) },
        },
      },
    },
    { name: 'mobile', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], channel: undefined } },
  ],
})
