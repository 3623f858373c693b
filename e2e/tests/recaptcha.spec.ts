import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { BROWSER_TEST_ENV, expect, test } from '../fixtures'
import { text } from '../i18n'
import { startApp } from '../servers'

/**
 * A loopback stand-in for Google reCAPTCHA: a script whose widget is one button that hands the
 * page a token, and a siteverify endpoint that accepts that token. The app's own code runs.
 */
async function startFakeRecaptcha() {
  const script = `window.grecaptcha = { render(el, o) { const b = document.createElement('button'); b.type = 'button';
    b.textContent = 'Fake reCAPTCHA (' + o.sitekey + ')'; b.onclick = () => o.callback('good-token'); el.appendChild(b); return 1 } }`
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/recaptcha/api.js')) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: new URLSearchParams(body).get('response') === 'good-token' })),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test('the contact form uses reCAPTCHA when the site is configured for it @desktop', async ({ page, checkA11y }) => {
  const google = await startFakeRecaptcha()
  const app = await startApp({
    ...BROWSER_TEST_ENV,
    SEED: 'none',
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_SECRET: 'secret',
    RECAPTCHA_SCRIPT_URL: `${google.origin}/recaptcha/api.js?render=explicit`,
    RECAPTCHA_VERIFY_URL: `${google.origin}/siteverify`,
  })
  try {
    await page.goto(`${app.url}/contact`)
    const field = (key: string) => page.getByRole('textbox', { name: text('en', 'account', key), exact: true })
    await field('fields.email').fill('visitor@example.com')
    await field('fields.subject').fill('Child seat')
    await field('fields.message').fill('Do you have child seats in Chania?')
    await expect(page.getByRole('checkbox', { name: text('en', 'account', 'captcha.label') })).toHaveCount(0)
    await checkA11y()
    await page.getByRole('button', { name: 'Fake reCAPTCHA (site-key)' }).click()
    await page.getByRole('button', { name: text('en', 'account', 'contact.submit') }).click()
    await expect(page.getByText(text('en', 'account', 'contact.sent'))).toBeVisible()
  } finally {
    await page.goto('about:blank')
    await app.stop()
    await google.close()
  }
})

test('the contact form sends a message with the built-in captcha', async ({ page }) => {
  await page.goto('/contact?lang=zh')
  const field = (key: string) => page.getByRole('textbox', { name: text('zh', 'account', key), exact: true })
  await field('fields.email').fill('visitor@example.com')
  await field('fields.subject').fill('儿童座椅')
  await field('fields.message').fill('请问有儿童座椅吗？')
  await page.getByRole('checkbox', { name: text('zh', 'account', 'captcha.label') }).click()
  await expect(page.getByText(text('zh', 'account', 'captcha.verified'))).toBeVisible()
  await page.getByRole('button', { name: text('zh', 'account', 'contact.submit') }).click()
  await expect(page.getByText(text('zh', 'account', 'contact.sent'))).toBeVisible()
})
