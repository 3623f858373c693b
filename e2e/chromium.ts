import { existsSync } from 'node:fs'

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const hasChromium = () => existsSync(CHROMIUM_PATH)

/** Flags for a closed network: no background calls home, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
