import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { solveAltcha, type CaptchaChallenge } from '../src/platform/adapters/captcha'
import { signUpBody } from './helpers/accounts'
import { postAs, signInOverHttp } from './helpers/httpClient'
import { startServer } from './helpers/serverProcess'
import { linkIn, startSmtpSink } from './helpers/smtp'
import { freshDatabase, FLAVORS } from './helpers/testDatabase'

const NEW_PASSWORD = 'Changed-2026!'
const EMAIL = /[\w.+-]+(@|%40)[\w-]+\.[\w.-]+/

/** A JSON POST as the web app sends it. */
const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function signUp(baseUrl: string, body: Record<string, unknown>) {
  const challenge = (await (await fetch(`${baseUrl}/api/captcha/challenge`)).json()) as CaptchaChallenge
  return postJson(`${baseUrl}/api/sign-up`, { ...body, captcha: await solveAltcha(challenge) })
}

describe.each(FLAVORS)('the log at info level, on %s', (flavor) => {
  it('holds the requests and the database error but no hash, token, session or email address', async () => {
    // A database that refuses one name stands for a database error in the middle of a sign-up.
    const db = await freshDatabase(flavor)
    await db.database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT users_refuses_test_name CHECK (full_name <> 'Database Failure')`)
    await db.database.close()
    const smtp = await startSmtpSink()
    const env = {
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      SEED: 'none',
      SMTP_URL: smtp.url,
      CAPTCHA_MAX_NUMBER: '2000',
      RATE_LIMIT_SIGN_UP: '100',
      LOG_LEVEL: 'info',
    }
    const server = await startServer(env)
    const secrets: string[] = []
    try {
      const body = signUpBody()
      const email = body.email as string
      const activationMail = smtp.next(email)
      expect((await signUp(server.url, body)).status).toBe(200)
      const activation = linkIn(await activationMail)
      secrets.push(activation.token)
      expect((await fetch(activation.url.toString().replace(/^https?:\/\/[^/]+/, server.url))).status).toBeLessThan(500)
      expect((await postJson(`${server.url}/api/activate`, { userId: activation.userId, token: activation.token })).status).toBe(200)

      const session = await signInOverHttp(server.url, email, body.password as string)
      secrets.push(session.cookie.replace(/.*wb_session=([^;]+).*/, '$1'), session.xsrf)
      expect((await postAs(server.url, session, '/api/validate-access-token')).status).toBe(200)
      expect((await postJson(`${server.url}/api/sign-in/frontend`, { email, password: 'wrong-password' })).status).toBe(401)

      const resetMail = smtp.next(email)
      expect((await fetch(`${server.url}/api/resend/frontend/${encodeURIComponent(email)}/true`, { method: 'POST' })).status).toBe(200)
      const reset = linkIn(await resetMail)
      secrets.push(reset.token)
      const check = await fetch(`${server.url}/api/check-token/frontend/${reset.userId}/${encodeURIComponent(email)}/${reset.token}`)
      expect(check.status).toBe(200)
      const resetDone = await postJson(`${server.url}/api/activate`, { userId: reset.userId, token: reset.token, password: NEW_PASSWORD })
      expect(resetDone.status).toBe(200)
      await signInOverHttp(server.url, email, NEW_PASSWORD)

      const failing = await signUp(server.url, signUpBody({ fullName: 'Database Failure' }))
      expect(failing.status).toBe(500)
      expect(((await failing.json()) as { error: { code: string } }).error.code).toBe('internal')
    } finally {
      await server.stop()
      await smtp.close()
      await db.cleanup()
    }

    const log = server.output()
    const lines = log.split('\n').filter((line) => line.startsWith('{'))
    expect(lines.length).toBeGreaterThan(20)
    expect(log).toContain('"msg":"incoming request"')
    // The database error is there, with its SQL and SQLSTATE, for whoever has to fix it.
    expect(log).toMatch(/"sqlState":"23514"/)
    expect(log).toContain('insert into \\"users\\"')
    expect(log).toContain('/api/resend/frontend/[redacted]/true')
    expect(log).not.toContain('$argon2')
    expect(log).not.toMatch(EMAIL)
    expect(log).not.toContain('Database Failure') // a parameter of the failed query
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10)
      expect(log).not.toContain(secret)
    }
  })
})
