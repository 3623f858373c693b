import { hash } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { Agent } from './helpers/agent'
import { openEventStream, type EventReader } from './helpers/eventStream'
import { startInstances, type Instance } from './helpers/instances'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const PASSWORD = 'Devices-2026'
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const closesWithin = (stream: EventReader, ms: number) =>
  Promise.race([stream.closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

type TListed = { _id: string; browser: string | null; os: string | null; kind: string | null; place: string | null; current: boolean }

/**
 * Signed-in devices (issue 46): each session of the caller's own account with its browser, system
 * and country; one of them, or all the others, ended from another device, on another instance:
 * its stream closes within 2 s and its next call is 401. Nobody else's sessions are seen or ended.
 */
describe.each(FLAVORS)('signed-in devices on %s', (flavor) => {
  let t: TestDatabase
  const apps: Instance[] = []
  const dora = makeUser({ email: 'dora@devices.test' })
  const olga = makeUser({ email: 'olga@devices.test', fullName: 'Olga Other' })
  const open: EventReader[] = []

  beforeAll(async () => {
    t = await freshDatabase(flavor)
    apps.push(...(await startInstances(t)))
    const passwordHash = await hash(PASSWORD)
    await t.database.db.insert(users).values([
      { ...dora, passwordHash },
      { ...olga, passwordHash },
    ])
  })
  afterAll(async () => {
    for (const stream of open) stream.close()
    for (const { app } of apps.reverse()) await app.close()
    await t.cleanup()
  })

  const first = () => apps[0] as Instance
  const second = () => (apps[1] ?? apps[0]) as Instance
  async function signIn(email: string, ip: string, userAgent: string, instance = first()) {
    const agent = new Agent(instance.app, ip)
    const res = await agent.call(
      'POST',
      '/api/sign-in/frontend',
      { email, password: PASSWORD, stayConnected: false },
      { headers: { 'user-agent': userAgent } },
    )
    expect(res.statusCode).toBe(200)
    return agent
  }
  const headersOf = (agent: Agent) => ({
    cookie: [...agent.cookies].map(([k, v]) => `${k}=${v.value}`).join('; '),
    'x-xsrf-token': agent.cookies.get('XSRF-TOKEN')?.value ?? '',
  })
  async function stream(agent: Agent) {
    const reader = await openEventStream(`${first().base}/api/notifications/stream`, headersOf(agent))
    open.push(reader)
    expect(reader.status).toBe(200)
    expect(await reader.next()).toEqual({ count: 0 })
    return reader
  }
  const listed = async (agent: Agent) => {
    const res = await agent.get('/api/devices')
    expect(res.statusCode).toBe(200)
    return res.json().items as TListed[]
  }

  it('answers a signed-out caller 401 on every call, and changes nothing', async () => {
    const stranger = new Agent(first().app)
    expect((await stranger.get('/api/devices')).statusCode).toBe(401)
    expect((await stranger.call('DELETE', `/api/devices/${crypto.randomUUID()}`)).statusCode).toBe(401)
    expect((await stranger.post('/api/devices/end-others')).statusCode).toBe(401)
  })

  it('lists each device of the account with its browser, system, kind and country, this one first', async () => {
    const phone = await signIn(dora.email, '1.0.0.1', PHONE_UA)
    const laptop = await signIn(dora.email, '2a00:1450:4001::200e', LAPTOP_UA)
    await signIn(olga.email, '1.0.0.2', LAPTOP_UA)
    const seen = await listed(laptop)
    expect(seen).toHaveLength(2)
    expect(seen[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', kind: 'desktop', place: 'IE', current: true })
    expect(seen[1]).toMatchObject({ browser: 'Safari', os: 'iOS', kind: 'mobile', place: 'AU', current: false })
    expect((await listed(phone))[0]).toMatchObject({ browser: 'Safari', current: true })
    // A private network is "local".
    expect((await listed(await signIn(dora.email, '192.168.1.20', LAPTOP_UA)))[0]?.place).toBe('local')
  })

  it("ends one device from another, on another instance: its stream closes within 2 s and its next call is 401; another account's is 404", async () => {
    const phone = await signIn(dora.email, '1.0.0.1', PHONE_UA)
    const laptop = await signIn(dora.email, '1.0.0.9', LAPTOP_UA, second())
    const olgas = await signIn(olga.email, '1.0.0.2', LAPTOP_UA)
    const onPhone = await stream(phone)
    const onLaptop = await stream(laptop)
    const phoneId = (await listed(phone)).find((d) => d.current)?._id as string
    const olgaId = (await listed(olgas)).find((d) => d.current)?._id as string

    // Olga cannot end Dora's phone, nor Dora Olga's session: 404, and both stay signed in.
    expect((await olgas.call('DELETE', `/api/devices/${phoneId}`)).statusCode).toBe(404)
    expect((await laptop.call('DELETE', `/api/devices/${olgaId}`)).json().error.code).toBe('device_not_found')
    // Without the anti-forgery header, nothing ends.
    expect((await laptop.call('DELETE', `/api/devices/${phoneId}`, undefined, { xsrf: null })).statusCode).toBe(403)
    expect((await phone.get('/api/devices')).statusCode).toBe(200)
    expect((await olgas.get('/api/devices')).statusCode).toBe(200)

    const res = await laptop.call('DELETE', `/api/devices/${phoneId}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ended: 1 })
    expect(await closesWithin(onPhone, 2_000)).toBe(true)
    expect(onPhone.ended).toEqual({ reason: 'session' })
    expect((await phone.get('/api/devices')).statusCode).toBe(401)
    expect(await closesWithin(onLaptop, 300)).toBe(false)
    expect((await listed(laptop)).map((d) => d._id)).not.toContain(phoneId)
    // Ended already: 404.
    expect((await laptop.call('DELETE', `/api/devices/${phoneId}`)).statusCode).toBe(404)
  })

  it('ends every other device and keeps this one; ending this one signs it out', async () => {
    const others = [await signIn(dora.email, '1.0.0.1', PHONE_UA), await signIn(dora.email, '1.0.0.3', PHONE_UA)]
    const streams = await Promise.all(others.map(stream))
    const olgas = await signIn(olga.email, '1.0.0.2', LAPTOP_UA)
    const laptop = await signIn(dora.email, '1.0.0.9', LAPTOP_UA, second())
    const res = await laptop.post('/api/devices/end-others')
    expect(res.statusCode).toBe(200)
    expect(res.json().ended).toBeGreaterThanOrEqual(2)
    for (const each of streams) expect(await closesWithin(each, 2_000)).toBe(true)
    for (const each of others) expect((await each.get('/api/devices')).statusCode).toBe(401)
    expect((await listed(laptop)).map((d) => d.current)).toEqual([true])
    expect((await olgas.get('/api/devices')).statusCode).toBe(200)

    const self = (await listed(laptop))[0]?._id as string
    const out = await laptop.call('DELETE', `/api/devices/${self}`)
    expect(out.statusCode).toBe(200)
    expect(laptop.cookies.has('wb_session')).toBe(false)
    expect((await laptop.get('/api/devices')).statusCode).toBe(401)
  })
})
