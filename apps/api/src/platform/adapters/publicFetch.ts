import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Reading an address an admin typed (the currency rates' feed) without letting it reach inside
 * (issue 46's findings): only `https` to public addresses; every address a name resolves to is
 * checked where the socket connects (no second lookup to rebind); each redirect is checked as the
 * first address was; the answer is read up to a limit and no further. Every refusal and network
 * failure is the one generic error, so that its text never tells which inner ports answer.
 * `allowHosts` (host:port, for tests' local feeds) may be read over http on any address.
 */

/** The one error a caller shows for any address that could not be read. */
export class PublicFetchError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'tooLarge' | 'status',
    readonly status?: number,
  ) {
    super(
      reason === 'tooLarge'
        ? 'the answer is larger than the limit'
        : reason === 'status'
          ? `the address answered ${status ?? ''}`
          : 'the address could not be reached, or is not a public https address',
    )
  }
}

const PRIVATE = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6')

/** Whether an address is loopback, private, link-local (169.254.169.254 too), reserved or multicast; an IPv4 inside IPv6 as itself. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return PRIVATE.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** A DNS lookup that answers only public addresses: the socket connects to what was checked. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) return callback(new PublicFetchError('unreachable'), '', 0)
    // Node asks for every address when it tries them in turn (autoSelectFamily), else for one.
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses)
    const [first] = addresses
    return callback(null, first?.address ?? '', first?.family ?? 4)
  })
}

type TPublicFetch = { allowHosts: readonly string[]; maxBytes: number; timeoutMs: number; accept?: string }

/** The body of a 2xx answer from `address` as text, following up to three redirects; PublicFetchError otherwise. */
export async function fetchPublicText(address: string, options: TPublicFetch): Promise<string> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new PublicFetchError('unreachable')
  }
  const deadline = AbortSignal.timeout(options.timeoutMs)
  for (let hop = 0; hop <= 3; hop++) {
    const answer = await requestOnce(url, options, deadline)
    if ('redirect' in answer) {
      url = new URL(answer.redirect, url)
      continue
    }
    return answer.text
  }
  throw new PublicFetchError('unreachable')
}

function requestOnce(url: URL, options: TPublicFetch, signal: AbortSignal): Promise<{ text: string } | { redirect: string }> {
  const trusted = options.allowHosts.includes(url.host)
  // An IPv6 host is written in brackets; the name is checked where the socket connects (publicLookup).
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (!trusted && (url.protocol !== 'https:' || (isIP(literal) && isPrivateAddress(literal))))
    return Promise.reject(new PublicFetchError('unreachable'))
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new PublicFetchError('unreachable'))
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { signal, headers: { accept: options.accept ?? '*/*' }, ...(trusted ? {} : { lookup: publicLookup }) },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume()
          resolve({ redirect: response.headers.location })
          return
        }
        if (status < 200 || status >= 300) {
          response.resume()
          reject(new PublicFetchError('status', status))
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          // Past the limit, nothing more is read: the socket is closed at once.
          if (size > options.maxBytes) {
            response.destroy()
            request.destroy()
            reject(new PublicFetchError('tooLarge'))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', () => reject(new PublicFetchError('unreachable')))
      },
    )
    request.on('error', (error) => reject(error instanceof PublicFetchError ? error : new PublicFetchError('unreachable')))
  })
}
