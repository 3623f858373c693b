import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { Secret, TOTP } from 'otpauth'
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_RECOVERY_CODES } from '../../src/db/seed/seed'
import { PENDING_COOKIE } from '../../src/platform/http/pendingSignIn'
import { solveAltcha, type CaptchaChallenge } from '../../src/platform/adapters/captcha'
import { SESSION_COOKIE, XSRF_COOKIE } from '../../src/platform/http/sessions'
import { startServer, type ServerProcess } from '../helpers/serverProcess'
import { createPostgresDatabase, tempDir, type Flavor } from '../helpers/testDatabase'
import { CAPTCHA_PLACEHOLDER, UNIQUE_PLACEHOLDER, type OpenApiDocument } from './openapi'
import { WEB_FILES } from './outside'
import { originOf, type Origin, type RawRequest } from './rawHttp'

export type Caller = 'anonymous' | 'driver' | 'admin'
type Session = { cookie: string; xsrf: string; userId: string }

/** Every per-action rate limit raised, so that the fuzz reaches the handlers instead of 429s. */
const FUZZ_ENV = Object.fromEntries(
  ['SIGN_IN', 'SIGN_UP', 'PASSWORD_RESET', 'VALIDATE_EMAIL', 'RESEND', 'CHECK_PASSWORD', 'CONTACT', 'UPLOAD', 'CHECKOUT'].map((name) => [
    `RATE_LIMIT_${name}`,
    '100000',
  ]),
)

/** A tiny web build: the page (with the settings marker), one hashed asset and its .gz, the icon. */
function fakeWebBuild(): string {
  const dist = tempDir('wheelbase-fuzz-web-')
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, WEB_FILES.index), '<!doctype html><html><head><!--wb-settings--></head><body>app</body></html>')
  writeFileSync(path.join(dist, WEB_FILES.asset), 'export const a = 1\n')
  writeFileSync(path.join(dist, `${WEB_FILES.asset}.gz`), gzipSync('export const a = 1\n'))
  writeFileSync(path.join(dist, WEB_FILES.icon), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dist
}

const solved = async (challenge: CaptchaChallenge | string) => (typeof challenge === 'string' ? challenge : solveAltcha(challenge))

function replaceAll(bytes: Buffer, placeholder: string, by: () => Buffer): Buffer {
  const parts: Buffer[] = []
  let from = 0
  for (let at = bytes.indexOf(placeholder); at !== -1; at = bytes.indexOf(placeholder, from)) {
    parts.push(bytes.subarray(from, at), by())
    from = at + placeholder.length
  }
  return from === 0 ? bytes : Buffer.concat([...parts, bytes.subarray(from)])
}

/** The real server process under fuzz; restarted on the same data after a crash, keeping every log. */
export class FuzzTarget {
  server!: ServerProcess
  origin!: Origin
  private earlierLogs = ''
  private sessions = new Map<Exclude<Caller, 'anonymous'>, Session>()
  private counter = 0
  /** Every session and anti-forgery token handed out, to check that none reached the log. */
  readonly secrets: string[] = []

  private constructor(
    private readonly env: Record<string, string>,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async start(flavor: Flavor): Promise<FuzzTarget> {
    const dataDir = tempDir('wheelbase-fuzz-')
    const webDir = fakeWebBuild()
    const pg = flavor === 'postgres' ? await createPostgresDatabase() : undefined
    // LOG_LEVEL info as in production: every request goes through the log serializers (a bad
    // escape once crashed the process there, and only at that level).
    const env = {
      ...FUZZ_ENV,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      CAPTCHA_MAX_NUMBER: '2000',
      LOG_LEVEL: 'info',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    }
    const target = new FuzzTarget(env, async () => {
      await pg?.drop()
      for (const dir of [dataDir, webDir]) rmSync(dir, { recursive: true, force: true })
    })
    await target.restart()
    return target
  }

  get url(): string {
    return this.server.url
  }

  /** Starts the process (again); a dead one's output is kept for the report. */
  async restart(): Promise<void> {
    if (this.server) {
      await this.server.stop('SIGKILL')
      this.earlierLogs += this.server.output()
    }
    this.server = await startServer(this.env)
    this.origin = originOf(this.server.url)
  }

  alive(): boolean {
    return this.server.child.exitCode === null && this.server.child.signalCode === null
  }

  /** The process runs and GET /api/health answers 200 within 5 s. */
  async healthy(): Promise<boolean> {
    if (!this.alive()) return false
    const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined)
    return res?.status === 200
  }

  logs(): string {
    return this.earlierLogs + this.server.output()
  }

  async document(): Promise<OpenApiDocument> {
    return (await (await fetch(`${this.url}/api/docs/json`)).json()) as OpenApiDocument
  }

  async json<T>(pathAndQuery: string): Promise<T> {
    const res = await fetch(`${this.url}${pathAndQuery}`)
    if (res.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${res.status}`)
    return (await res.json()) as T
  }

  private lastStep = 0
  private recoveryCodesUsed = 0

  /**
   * The demo admin's second step (record 0138): the app's code of a time step not used yet (the
   * server takes each once), else one of the published recovery codes.
   */
  private secondStepBody() {
    const now = Math.floor(Date.now() / 30_000)
    if (now > this.lastStep) {
      this.lastStep = now
      return { method: 'totp', code: new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET) }).generate() }
    }
    return { method: 'recovery', code: DEMO_RECOVERY_CODES[this.recoveryCodesUsed++] ?? '' }
  }

  private async signIn(who: Exclude<Caller, 'anonymous'>): Promise<Session> {
    let res = await fetch(`${this.url}/api/sign-in/frontend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD, stayConnected: false }),
    })
    if (res.status !== 200) throw new Error(`the ${who} could not sign in: ${res.status} ${await res.text()}`)
    const pending = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith(`${PENDING_COOKIE}=`))
    if (pending) {
      this.secrets.push(pending.slice(PENDING_COOKIE.length + 1))
      res = await fetch(`${this.url}/api/sign-in/second-step`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pending },
        body: JSON.stringify(this.secondStepBody()),
      })
      if (res.status !== 200) throw new Error(`the ${who} could not confirm the sign-in: ${res.status} ${await res.text()}`)
    }
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '')
    const xsrf = cookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`))?.slice(XSRF_COOKIE.length + 1) ?? ''
    const session = {
      cookie: cookies.filter((c) => !c.startsWith(`${PENDING_COOKIE}=`)).join('; '),
      xsrf,
      userId: ((await res.json()) as { _id: string })._id,
    }
    this.sessions.set(who, session)
    const sessionToken = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.slice(SESSION_COOKIE.length + 1) ?? ''
    this.secrets.push(xsrf, sessionToken)
    return session
  }

  /** Signs the driver and the admin in, or in again when a case ended their session (sign-out). */
  async ensureSessions(): Promise<{ driver: string; admin: string }> {
    for (const who of ['driver', 'admin'] as const) {
      const session = this.sessions.get(who)
      const res =
        session &&
        (await fetch(`${this.url}/api/validate-access-token`, { method: 'POST', headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf } }))
      if (res?.status !== 200) await this.signIn(who)
    }
    return { driver: this.sessions.get('driver')?.userId ?? '', admin: this.sessions.get('admin')?.userId ?? '' }
  }

  /**
   * The case as the caller sends it: with the session cookie and the anti-forgery header (unless
   * the case sets its own cookie), a freshly solved captcha and a new number in place of the
   * placeholders, so that the request gets past the captcha and "already registered" checks.
   */
  async request(c: RawRequest, as: Caller): Promise<RawRequest> {
    const unique = () => Buffer.from(String(++this.counter))
    // No challenge (the server is down): the placeholder stays, and the send reports the server's state.
    const captcha = async () => (await this.json<CaptchaChallenge>('/api/captcha/challenge').catch(() => undefined)) ?? CAPTCHA_PLACEHOLDER
    let target = typeof c.target === 'string' ? c.target.replaceAll(UNIQUE_PLACEHOLDER, () => unique().toString()) : c.target
    if (typeof target === 'string' && target.includes(CAPTCHA_PLACEHOLDER))
      target = target.replace(CAPTCHA_PLACEHOLDER, encodeURIComponent(await solved(await captcha())))
    let body = c.body && replaceAll(c.body, UNIQUE_PLACEHOLDER, unique)
    for (let at = body?.indexOf(CAPTCHA_PLACEHOLDER) ?? -1; body && at !== -1; at = body.indexOf(CAPTCHA_PLACEHOLDER, at + 1))
      body = Buffer.concat([body.subarray(0, at), Buffer.from(await solved(await captcha())), body.subarray(at + CAPTCHA_PLACEHOLDER.length)])
    const session = as === 'anonymous' ? undefined : this.sessions.get(as)
    if (!session || c.headers.some(([name]) => name.toLowerCase() === 'cookie')) return { ...c, target, body }
    const xsrf: [string, string][] = c.headers.some(([name]) => name.toLowerCase() === 'x-xsrf-token') ? [] : [['X-XSRF-TOKEN', session.xsrf]]
    return { ...c, target, body, headers: [['Cookie', session.cookie], ...xsrf, ...c.headers] }
  }

  async stop(): Promise<void> {
    try {
      if (this.server) await this.server.stop()
    } finally {
      await this.cleanup()
    }
  }
}
