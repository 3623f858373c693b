import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type SlowLink = { url: string; close(): Promise<void> }

/**
 * A loopback proxy in front of the app that hands over each page (an HTML answer) as a slow phone
 * link would: its first half, a pause, then the rest. Everything else passes straight through.
 */
export async function startSlowLink(target: string, pauseMs: number): Promise<SlowLink> {
  const upstream = new URL(target)
  const server = http.createServer((req, res) => {
    const isPage = (req.headers.accept ?? '').includes('text/html')
    const headers = { ...req.headers, host: upstream.host }
    // A page is asked uncompressed, so that its halves are halves of the HTML itself.
    if (isPage) delete headers['accept-encoding']
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      if (!isPage) {
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        res.write(body.subarray(0, body.length >> 1))
        setTimeout(() => res.end(body.subarray(body.length >> 1)), pauseMs)
      })
    })
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
