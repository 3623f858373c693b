import pg from 'pg'
import { expect, test } from '../fixtures'
import { text } from '../i18n'
import { startApp } from '../servers'

const base = process.env.TEST_DATABASE_URL

// Runs wherever a PostgreSQL server is given (always in CI, where npm test requires it).
test.describe('on PostgreSQL @desktop', () => {
  test.skip(!base, 'TEST_DATABASE_URL is not set (npm test requires it under CI=true)')

  test('an empty PostgreSQL database gives the same product', async ({ page, tiles }) => {
    const name = `wheelbase_e2e_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    const url = new URL(base as string)
    url.pathname = `/${name}`
    const app = await startApp({ DATABASE_URL: url.toString(), MAP_TILES_URL: `${tiles.url}/{z}/{x}/{y}.png` })
    try {
      await page.goto(`${app.url}/?lang=el`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('el', 'home', 'title'))
      await page.goto(`${app.url}/tos`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('el', 'info', 'tos.title'))
      const health = await page.request.get(`${app.url}/api/health`)
      expect(await health.json()).toEqual({ status: 'ok' })
    } finally {
      await page.goto('about:blank')
      await app.stop()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    }
  })
})
