import { setTimeout as sleep } from 'node:timers/promises'
import { Secret, TOTP } from 'otpauth'

/**
 * The demo admin's second step (record 0138): the authenticator-app key the demo seed publishes.
 * The server takes each time step once, and one step either side of now, so this worker (one server
 * each) hands out the step after the last it used, and waits for time to catch up when it is ahead.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPWHEELBASEDEMOKEY'
const PERIOD_MS = 30_000
let lastStep = 0

export const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: at })

export async function demoAdminCode(): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS)
    const step = Math.max(now, lastStep + 1)
    if (step <= now + 1) {
      lastStep = step
      return codeAt(DEMO_ADMIN_TOTP_SECRET, step * PERIOD_MS)
    }
    await sleep((step - 1) * PERIOD_MS - Date.now() + 100)
  }
}
