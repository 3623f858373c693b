import type { ChildProcess } from 'node:child_process'
import type { FuzzCase } from './cases'
import { runPool, sendRaw, type RawOutcome } from './rawHttp'
import type { Caller, FuzzTarget } from './target'

export type Send = { c: FuzzCase; as: Caller }
export type Finding = { kind: '5xx' | 'crash' | 'unhealthy'; what: string }

const CONCURRENCY = 8
const TIMEOUT_MS = 15_000
/** After this many crashes the run stops: the report is long enough. */
const MAX_CRASHES = 5

/** Resolves once the process has exited, or after `ms` (a dead server's sockets are refused before its exit event). */
const exitOf = (child: ChildProcess, ms: number) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(resolve, ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/** How a developer reproduces the request: method, target as sent (escapes kept), caller, mutation. */
export function describeSend(send: Send): string {
  const { c } = send
  const raw = typeof c.target === 'string' ? c.target : `${c.target.toString('latin1')} (raw bytes)`
  const target = raw.length > 140 ? `${raw.slice(0, 100)}…(${raw.length} chars)` : raw
  return `${c.method} ${JSON.stringify(target).slice(1, -1)} as ${send.as} [${c.op}: ${c.note}]`
}

/** Sends batches of cases to the target, recording 5xx answers, crashes (with the case that caused them) and hangs. */
export class FuzzRunner {
  readonly findings: Finding[] = []
  /** Requests without a status line while the server stayed up (a refused hostile request): allowed, counted, a few kept. */
  readonly noAnswer = new Map<string, { count: number; examples: string[] }>()
  /** Milliseconds per batch, to see where the time goes. */
  readonly timings: [string, number][] = []
  sent = 0
  crashes = 0
  /** Batches not run because the run gave up after too many crashes. */
  skipped = 0

  constructor(private readonly target: FuzzTarget) {}

  get gaveUp(): boolean {
    return this.crashes >= MAX_CRASHES
  }

  private async send(send: Send): Promise<RawOutcome> {
    this.sent++
    const outcome = await sendRaw(this.target.origin, await this.target.request(send.c, send.as), TIMEOUT_MS)
    if ('status' in outcome && outcome.status >= 500) this.findings.push({ kind: '5xx', what: `${describeSend(send)} -> ${outcome.status}` })
    return outcome
  }

  /** Counts the requests that got no status line, once their batch ended with the server healthy (else the crash explains them). */
  private allowNoAnswer(unanswered: [string, Send][]): void {
    for (const [error, send] of unanswered) {
      const seen = this.noAnswer.get(error) ?? { count: 0, examples: [] }
      seen.count++
      if (seen.examples.length < 3) seen.examples.push(describeSend(send))
      this.noAnswer.set(error, seen)
    }
  }

  /** Sends the batch; after a crash or a hang, names the culprit, restarts the server and sends the rest. */
  async batch(label: string, sends: Send[]): Promise<void> {
    const begun = Date.now()
    await this.sendAll(sends)
    this.timings.push([label, Date.now() - begun])
  }

  private async sendAll(sends: Send[]): Promise<void> {
    let started = 0
    let refused = false
    const recent: { send: Send; outcome?: RawOutcome }[] = []
    const child = this.target.server.child
    const died = () => child.exitCode !== null || child.signalCode !== null || refused
    await runPool(
      sends,
      CONCURRENCY,
      async (send) => {
        started++
        const entry: (typeof recent)[number] = { send }
        recent.push(entry)
        if (recent.length > 8 * CONCURRENCY) recent.shift()
        entry.outcome = await this.send(send)
        refused ||= 'error' in entry.outcome && entry.outcome.error === 'refused'
      },
      died,
    )
    const unanswered = recent.flatMap(({ send, outcome }) => (outcome && 'error' in outcome ? [[outcome.error, send] as [string, Send]] : []))
    if (!died() && (await this.target.healthy())) return this.allowNoAnswer(unanswered)
    // The culprit reached the server: leave out the requests refused after its death, try the unanswered ones first.
    const reached = recent.filter(({ outcome }) => !(outcome && 'error' in outcome && outcome.error === 'refused'))
    const noStatus = reached.filter(({ outcome }) => !outcome || 'error' in outcome)
    const suspects = [...new Set([...noStatus, ...reached.slice(-2 * CONCURRENCY)].map((r) => r.send))]
    await exitOf(child, 2000)
    const hang = this.target.alive()
    this.crashes++
    this.findings.push({ kind: hang ? 'unhealthy' : 'crash', what: await this.culprit(suspects, hang) })
    if (!(await this.target.healthy())) await this.target.restart()
    if (!this.gaveUp) await this.sendAll(sends.slice(started))
  }

  /** Replays the suspects one at a time on a fresh server, until one of them kills it (or makes it unhealthy). */
  private async culprit(suspects: Send[], hang: boolean): Promise<string> {
    const logs = this.target.server.output()
    const tail = logs.split('\n').filter(Boolean).slice(-14).join('\n')
    await this.target.restart()
    for (const suspect of suspects) {
      await this.send(suspect)
      await new Promise((resolve) => setTimeout(resolve, 50))
      if (!(await this.target.healthy())) {
        await exitOf(this.target.server.child, 2000)
        const tailAlone = this.target.server.output().split('\n').filter(Boolean).slice(-14).join('\n')
        const what = this.target.alive() ? 'unhealthy after' : 'server process died on'
        return `${what} ${describeSend(suspect)}\n    server output:\n${indent(tailAlone)}`
      }
    }
    const list = suspects.map((s) => `      ${describeSend(s)}`).join('\n')
    return `${hang ? 'unhealthy' : 'server process died'}; no single suspect reproduces it alone. In flight:\n${list}\n    server output:\n${indent(tail)}`
  }
}

const indent = (text: string) =>
  text
    .split('\n')
    // '|' first, so that the test runner does not take the server's stack for the test's own.
    .map((line) => `      | ${line.slice(0, 300)}`)
    .join('\n')
