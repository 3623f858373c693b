import http from 'node:http'

/** A request whose path goes out exactly as written (fetch would normalise a malformed escape). */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path, headers }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

export type Session = { cookie: string; xsrf: string }

/** Signs in over HTTP like the web app; the session and anti-forgery cookies a browser would keep. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/sign-in/frontend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, stayConnected: true }),
  })
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`)
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '')
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? ''
  return { cookie: cookies.join('; '), xsrf }
}

/** A state-changing call with the session's cookies and anti-forgery header. */
export function postAs(baseUrl: string, session: Session, path: string, body: unknown = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf },
    body: JSON.stringify(body),
  })
}
