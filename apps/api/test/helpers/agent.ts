import type { FastifyInstance, InjectOptions } from 'fastify'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A browser as the API sees it: keeps its cookies, echoes the anti-forgery cookie in
 * X-XSRF-TOKEN like the web app does, and calls from one IP address.
 */
export class Agent {
  readonly cookies = new Map<string, { value: string; expires?: string }>()
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '203.0.113.10',
    private readonly language = 'en',
  ) {}

  async call(method: Method, url: string, payload?: unknown, options: { xsrf?: string | null; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'accept-language': this.language, ...options.headers }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ')
    const xsrf = options.xsrf === undefined ? this.cookies.get('XSRF-TOKEN')?.value : options.xsrf
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf
    const request: InjectOptions = { method, url, headers, remoteAddress: this.ip }
    if (payload !== undefined) request.payload = payload as InjectOptions['payload']
    const res = await this.app.inject(request)
    for (const cookie of res.cookies) {
      if (cookie.value === '' || (cookie.expires && new Date(cookie.expires).getTime() < Date.now())) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, { value: cookie.value, ...(cookie.expires ? { expires: String(cookie.expires) } : {}) })
    }
    return res
  }

  get = (url: string) => this.call('GET', url)
  post = (url: string, payload?: unknown, options?: { xsrf?: string | null }) => this.call('POST', url, payload ?? {}, options)
}
