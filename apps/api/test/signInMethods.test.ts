import { hash } from '@node-rs/argon2'
import { eq, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { auditLog, users } from '../src/db/schema'
import { Agent } from './helpers/agent'
import { startInstances, type Instance } from './helpers/instances'
import { SoftAuthenticator } from './helpers/softAuthenticator'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const PASSWORD = 'Passkeys-2026'
const ORIGIN = 'http://localhost:3000'
const SECOND_STEP_LIMIT = 6

type TDue = { secondStep?: { methods: string[]; enrol: boolean }; _id?: string; recoveryCodes?: string[] }

const codeAt = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: at })

/**
 * Passkeys and the staff's second step (issue 46, record 0138), on both databases and, on
 * PostgreSQL, across two instances: a driver adds a passkey, signs in with it, drops the password;
 * an admin confirms each sign-in with an app's code (good once, within one step of now) or a
 * single-use recovery code; the limit on tries holds across instances; another account's passkey,
 * passkey or records are refused.
 */
describe.each(FLAVORS)('passkeys and the second step on %s', (flavor) => {
  let t: TestDatabase
  const apps: Instance[] = []
  const dora = makeUser({ email: 'dora@passkeys.test', fullName: 'Dora Driver' })
  const olga = makeUser({ email: 'olga@passkeys.test', fullName: 'Olga Other' })
  const ada = makeUser({ email: 'ada@passkeys.test', fullName: 'Ada Admin', type: 'admin' })
  const sam = makeUser({ email: 'sam@passkeys.test', fullName: 'Sam Supplier', type: 'supplier' })
  const doraDevice = new SoftAuthenticator(ORIGIN)
  const olgaDevice = new SoftAuthenticator(ORIGIN)
  let adaSecret = ''
  let adaRecovery: string[] = []

  beforeAll(async () => {
    t = await freshDatabase(flavor)
    const env = {
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_SIGN_IN: '1000',
      RATE_LIMIT_CHECK_PASSWORD: '1000',
      RATE_LIMIT_SECOND_STEP: String(SECOND_STEP_LIMIT),
    }
    apps.push(...(await startInstances(t, { env })))
    const passwordHash = await hash(PASSWORD)
    await t.database.db.insert(users).values([dora, olga, ada, sam].map((u) => ({ ...u, passwordHash, verified: true })))
  }, 60_000)
  afterAll(async () => {
    for (const { app } of apps.reverse()) await app.close()
    await t.cleanup()
  })

  const first = () => apps[0] as Instance
  const second = () => (apps[1] ?? apps[0]) as Instance
  const agentOn = (instance = first(), ip = '203.0.113.40') => new Agent(instance.app, ip)
  const json = <T>(res: { body: string }) => JSON.parse(res.body) as T

  async function passwordStep(email: string, agent = agentOn()) {
    const res = await agent.post('/api/sign-in/frontend', { email, password: PASSWORD, stayConnected: false })
    expect(res.statusCode).toBe(200)
    return { agent, due: json<TDue>(res) }
  }
  async function addPasskey(agent: Agent, device: SoftAuthenticator, name: string) {
    const ceremony = json<{ challengeId: string; options: Record<string, unknown> }>(await agent.post('/api/passkeys/options'))
    const res = await agent.post('/api/passkeys', { challengeId: ceremony.challengeId, credential: device.register(ceremony.options), name })
    expect(res.statusCode).toBe(200)
    return json<{ _id: string; name: string }>(res)
  }
  async function passkeySignIn(device: SoftAuthenticator, agent = agentOn()) {
    const ceremony = json<{ challengeId: string; options: Record<string, unknown> }>(await agent.post('/api/sign-in/passkey/options'))
    const res = await agent.post('/api/sign-in/passkey', { challengeId: ceremony.challengeId, credential: device.assert(ceremony.options) })
    return { agent, res }
  }

  it('a driver adds a passkey, signs in with it, removes the password, and signs in with it again', async () => {
    const { agent, due } = await passwordStep(dora.email)
    expect(due.secondStep).toBeUndefined()
    const added = await addPasskey(agent, doraDevice, 'Dora’s phone')
    expect(added.name).toBe('Dora’s phone')
    const methods = json<{ hasPassword: boolean; passkeys: { _id: string; name: string }[]; secondStep: { applies: boolean } }>(
      await agent.get('/api/sign-in-methods'),
    )
    expect(methods).toMatchObject({ hasPassword: true, passkeys: [{ _id: added._id, name: 'Dora’s phone' }], secondStep: { applies: false } })

    // The same device is not asked to make a second passkey for the account: the server lists it to exclude.
    const again = json<{ options: { excludeCredentials: { id: string }[] } }>(await agent.post('/api/passkeys/options'))
    expect(again.options.excludeCredentials.map((c) => c.id)).toEqual([doraDevice.credentials[0]?.id.toString('base64url')])

    expect((await agent.post('/api/sign-out')).statusCode).toBe(200)
    const signedIn = await passkeySignIn(doraDevice)
    expect(signedIn.res.statusCode).toBe(200)
    expect(json<{ _id: string }>(signedIn.res)._id).toBe(dora._id)

    // A wrong password removes nothing; the right one removes it.
    expect(json<{ error: { code: string } }>(await signedIn.agent.post('/api/account/remove-password', { password: 'nope-nope' })).error.code).toBe(
      'wrong_password',
    )
    expect((await signedIn.agent.post('/api/account/remove-password', { password: PASSWORD })).statusCode).toBe(200)
    expect((await agentOn().post('/api/sign-in/frontend', { email: dora.email, password: PASSWORD })).statusCode).toBe(401)
    // The last way in cannot go.
    const last = await signedIn.agent.call('DELETE', `/api/passkeys/${added._id}`)
    expect([last.statusCode, json<{ error: { code: string } }>(last).error.code]).toEqual([409, 'last_sign_in_method'])

    const later = await passkeySignIn(doraDevice, agentOn(second()))
    expect(later.res.statusCode).toBe(200)
    const renamed = await later.agent.call('PATCH', `/api/passkeys/${added._id}`, { name: 'Phone' })
    expect(json<{ name: string }>(renamed).name).toBe('Phone')
  })

  it('a copied passkey whose counter falls behind, or a replayed answer, signs nobody in', async () => {
    const ceremony = json<{ challengeId: string; options: Record<string, unknown> }>(await agentOn().post('/api/sign-in/passkey/options'))
    const answer = doraDevice.assert(ceremony.options)
    const agent = agentOn()
    expect((await agent.post('/api/sign-in/passkey', { challengeId: ceremony.challengeId, credential: answer })).statusCode).toBe(200)
    // The challenge was spent by the first use.
    const replay = await agentOn().post('/api/sign-in/passkey', { challengeId: ceremony.challengeId, credential: answer })
    expect([replay.statusCode, json<{ error: { code: string } }>(replay).error.code]).toEqual([400, 'passkey_refused'])
    const copy = new SoftAuthenticator(ORIGIN)
    const original = doraDevice.credentials[0]
    if (!original) throw new Error('no credential')
    copy.credentials.push({ ...original, counter: 0 })
    const stale = await passkeySignIn(copy)
    expect(stale.res.statusCode).toBe(400)
  })

  it('answers 401 to a signed-out caller and 404 for another account’s passkey', async () => {
    const anonymous = agentOn()
    for (const [method, url] of [
      ['GET', '/api/sign-in-methods'],
      ['POST', '/api/passkeys/options'],
      ['POST', '/api/second-step/totp/setup'],
      ['POST', '/api/second-step/recovery-codes'],
      ['DELETE', `/api/passkeys/${crypto.randomUUID()}`],
    ] as const)
      expect((await anonymous.call(method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401)
    const noFirstStep = await anonymous.post('/api/sign-in/second-step', { method: 'totp', code: '123456' })
    expect([noFirstStep.statusCode, json<{ error: { code: string } }>(noFirstStep).error.code]).toEqual([401, 'sign_in_expired'])

    const { agent: olgaAgent } = await passwordStep(olga.email)
    await addPasskey(olgaAgent, olgaDevice, 'Olga’s laptop')
    const [doraKey] = json<{ passkeys: { _id: string }[] }>(await (await passkeySignIn(doraDevice)).agent.get('/api/sign-in-methods')).passkeys
    if (!doraKey) throw new Error('no passkey')
    expect((await olgaAgent.call('PATCH', `/api/passkeys/${doraKey._id}`, { name: 'Mine now' })).statusCode).toBe(404)
    expect((await olgaAgent.call('DELETE', `/api/passkeys/${doraKey._id}`)).statusCode).toBe(404)
    // A driver has no second step to set up.
    expect((await olgaAgent.post('/api/second-step/totp/setup')).statusCode).toBe(403)
  })

  it('an admin without a second step sets one up at sign-in, then confirms each sign-in with a fresh code', async () => {
    const { agent, due } = await passwordStep(ada.email)
    expect(due).toEqual({ secondStep: { methods: [], enrol: true } })
    // No session yet: the first step alone reaches nothing.
    expect((await agent.get('/api/sign-in-methods')).statusCode).toBe(401)
    const setup = json<{ secret: string; uri: string; qrSvg: string }>(await agent.post('/api/sign-in/second-step/totp-setup'))
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Wheelbase:ada%40passkeys\.test\?/)
    expect(setup.qrSvg).toMatch(/^<svg/)
    adaSecret = setup.secret
    const enrolCode = codeAt(adaSecret, Date.now())
    const enrolled = await agent.post('/api/sign-in/second-step', { method: 'totp', code: enrolCode })
    expect(enrolled.statusCode).toBe(200)
    adaRecovery = json<TDue>(enrolled).recoveryCodes ?? []
    expect(adaRecovery).toHaveLength(10)
    expect(new Set(adaRecovery).size).toBe(10)
    expect(json<{ totp: boolean; recoveryCodesLeft: number }>(await agent.get('/api/sign-in-methods'))).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    })
    // The secret is kept sealed, never in clear.
    const stored = await t.database.db.execute(sql`SELECT sealed FROM totp_factors WHERE user_id = ${ada._id}`)
    expect(JSON.stringify(stored)).not.toContain(adaSecret.replace(/\s/g, ''))

    // The same code again (a replay), a code from two steps ago and a wrong one: refused.
    const next = await passwordStep(ada.email)
    expect(next.due).toEqual({ secondStep: { methods: ['totp', 'recovery'], enrol: false } })
    for (const code of [enrolCode, codeAt(adaSecret, Date.now() - 90_000), '000000']) {
      const refused = await next.agent.post('/api/sign-in/second-step', { method: 'totp', code })
      expect([refused.statusCode, json<{ error: { code: string } }>(refused).error.code], code).toEqual([400, 'code_refused'])
    }
    // The next step's code (a phone's clock a little ahead) is good, once.
    const fresh = codeAt(adaSecret, Date.now() + 30_000)
    expect((await next.agent.post('/api/sign-in/second-step', { method: 'totp', code: fresh })).statusCode).toBe(200)
    expect((await next.agent.get('/api/sign-in-methods')).statusCode).toBe(200)
  })

  it('a recovery code signs in once', async () => {
    const code = adaRecovery[0] ?? ''
    const once = await passwordStep(ada.email)
    // Typed in lower case with spaces, as people do.
    expect((await once.agent.post('/api/sign-in/second-step', { method: 'recovery', code: code.toLowerCase().replace(/-/g, ' ') })).statusCode).toBe(
      200,
    )
    const twice = await passwordStep(ada.email)
    const refused = await twice.agent.post('/api/sign-in/second-step', { method: 'recovery', code })
    expect([refused.statusCode, json<{ error: { code: string } }>(refused).error.code]).toEqual([400, 'recovery_refused'])
  })

  it('refuses another account’s passkey as an admin’s second step', async () => {
    const signedIn = await passwordStep(ada.email)
    // Ada adds a passkey of her own.
    expect((await signedIn.agent.post('/api/sign-in/second-step', { method: 'recovery', code: adaRecovery[3] ?? '' })).statusCode).toBe(200)
    const adaDevice = new SoftAuthenticator(ORIGIN)
    await addPasskey(signedIn.agent, adaDevice, 'Ada’s key')

    const { agent } = await passwordStep(ada.email)
    const ceremony = json<{ challengeId: string; options: Record<string, unknown> }>(await agent.post('/api/sign-in/second-step/passkey-options'))
    const olgaCredential = olgaDevice.credentials[0]
    const stolen = await agent.post('/api/sign-in/second-step', {
      method: 'passkey',
      challengeId: ceremony.challengeId,
      credential: olgaDevice.assert(ceremony.options, olgaCredential),
    })
    expect([stolen.statusCode, json<{ error: { code: string } }>(stolen).error.code]).toEqual([400, 'passkey_refused'])
    expect((await agent.get('/api/sign-in-methods')).statusCode).toBe(401)

    const retry = json<{ challengeId: string; options: Record<string, unknown> }>(await agent.post('/api/sign-in/second-step/passkey-options'))
    const own = await agent.post('/api/sign-in/second-step', {
      method: 'passkey',
      challengeId: retry.challengeId,
      credential: adaDevice.assert(retry.options),
    })
    expect(own.statusCode).toBe(200)
  })

  it(`answers 429 to the try after ${SECOND_STEP_LIMIT} in a minute, counted across instances`, async () => {
    // Olga's first step is kept once; her tries go to one instance, then the other.
    await t.database.db.update(users).set({ type: 'admin' }).where(eq(users._id, olga._id))
    const { agent } = await passwordStep(olga.email)
    const onSecond = new Agent(second().app, agent.ip)
    for (const [name, cookie] of agent.cookies) onSecond.cookies.set(name, cookie)
    const statuses: number[] = []
    for (let i = 0; i <= SECOND_STEP_LIMIT; i++) {
      const caller = i % 2 === 0 ? agent : onSecond
      statuses.push((await caller.post('/api/sign-in/second-step', { method: 'recovery', code: 'AAAA-BBBB-CCCC-DDDD' })).statusCode)
    }
    expect(statuses).toEqual([...Array<number>(SECOND_STEP_LIMIT).fill(400), 429])
    await t.database.db.update(users).set({ type: 'user' }).where(eq(users._id, olga._id))
  })

  it('a supplier turns the second step on; admins can require it of every supplier, on the trail', async () => {
    const { agent, due } = await passwordStep(sam.email)
    expect(due.secondStep).toBeUndefined()
    const none = await agent.call('PUT', '/api/second-step', { on: true })
    expect([none.statusCode, json<{ error: { code: string } }>(none).error.code]).toEqual([409, 'second_step_none'])
    const setup = json<{ secret: string }>(await agent.post('/api/second-step/totp/setup'))
    const codes = json<{ codes: string[] }>(await agent.post('/api/second-step/totp', { code: codeAt(setup.secret, Date.now()) }))
    expect(codes.codes).toHaveLength(10)
    expect((await agent.call('PUT', '/api/second-step', { on: true })).statusCode).toBe(200)
    expect((await passwordStep(sam.email)).due.secondStep?.methods).toEqual(['totp', 'recovery'])
    expect((await agent.call('PUT', '/api/second-step', { on: false })).statusCode).toBe(200)
    expect((await passwordStep(sam.email)).due.secondStep).toBeUndefined()

    // A supplier may not set the platform's rule; an admin does, and it is on the trail.
    expect((await agent.call('PUT', '/api/console/sign-in-policy', { suppliersSecondStep: true })).statusCode).toBe(403)
    const admin = await passwordStep(ada.email)
    expect((await admin.agent.post('/api/sign-in/second-step', { method: 'recovery', code: adaRecovery[1] ?? '' })).statusCode).toBe(200)
    expect((await admin.agent.call('PUT', '/api/console/sign-in-policy', { suppliersSecondStep: true })).statusCode).toBe(200)
    expect(json<{ suppliersSecondStep: boolean }>(await admin.agent.get('/api/console/sign-in-policy')).suppliersSecondStep).toBe(true)
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.tableName, 'sign_in_policy'))
    expect(trail.map((r) => [r.actorId, r.before, r.after])).toEqual([[ada._id, { suppliers_second_step: false }, { suppliers_second_step: true }]])

    expect((await passwordStep(sam.email)).due.secondStep?.methods).toEqual(['totp', 'recovery'])
    const off = await agent.call('PUT', '/api/second-step', { on: false })
    expect([off.statusCode, json<{ error: { code: string } }>(off).error.code]).toEqual([409, 'second_step_required'])
    expect((await admin.agent.call('PUT', '/api/console/sign-in-policy', { suppliersSecondStep: false })).statusCode).toBe(200)
  })

  it('a suspended admin is refused at the second step', async () => {
    const { agent } = await passwordStep(ada.email)
    await t.database.db.update(users).set({ blacklisted: true }).where(eq(users._id, ada._id))
    const res = await agent.post('/api/sign-in/second-step', { method: 'recovery', code: adaRecovery[2] ?? '' })
    expect([res.statusCode, json<{ error: { code: string } }>(res).error.code]).toEqual([403, 'account_suspended'])
    await t.database.db.update(users).set({ blacklisted: false }).where(eq(users._id, ada._id))
  })
})
