import { createReadStream } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { BlockList, isIPv4, isIPv6 } from 'node:net'

/**
 * The approximate place of a signed-in device (issue 46): the country its address is registered
 * in, read from a table shipped with the server (the RIRs' delegation data, CC0, attribution to
 * nro.net in record 0134): nothing is looked up outside. The table is read on the first question
 * (about 0.5 s, some 6 MB held), so that sign-in and start never wait for it. Addresses of a
 * private or loopback network are "local"; an unknown one is null.
 */
export type TPlace = { country: string } | 'local' | null

const LOCAL = new BlockList()
LOCAL.addSubnet('10.0.0.0', 8)
LOCAL.addSubnet('100.64.0.0', 10)
LOCAL.addSubnet('127.0.0.0', 8)
LOCAL.addSubnet('169.254.0.0', 16)
LOCAL.addSubnet('172.16.0.0', 12)
LOCAL.addSubnet('192.168.0.0', 16)
LOCAL.addSubnet('::1', 128, 'ipv6')
LOCAL.addSubnet('fc00::', 7, 'ipv6')
LOCAL.addSubnet('fe80::', 10, 'ipv6')

/** Ranges sorted by start: IPv4 as 32-bit numbers, IPv6 by their first 64 bits (a country's smallest block is wider). */
type Ranges<T extends Uint32Array | BigUint64Array> = { starts: T; ends: T; countries: string[] }
type Tables = { v4: Ranges<Uint32Array>; v6: Ranges<BigUint64Array> }

const dataDir = () => dirname(createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country/package.json'))

async function readRanges<T extends Uint32Array | BigUint64Array>(file: string, make: (n: number) => T, key: (decimal: string) => number | bigint) {
  const starts: (number | bigint)[] = []
  const ends: (number | bigint)[] = []
  const countries: string[] = []
  for await (const line of createInterface({ input: createReadStream(join(dataDir(), file)) })) {
    const [start, end, country] = line.split(',')
    if (!start || !end || !country) continue
    starts.push(key(start))
    ends.push(key(end))
    countries.push(country)
  }
  // The files are nearly, not wholly, in order: the search needs them sorted.
  const order = starts.map((_, i) => i).sort((a, b) => ((starts[a] as number | bigint) < (starts[b] as number | bigint) ? -1 : 1))
  const out = { starts: make(order.length), ends: make(order.length), countries: order.map((i) => countries[i] ?? '') }
  order.forEach((from, to) => {
    out.starts[to] = starts[from] as number | bigint
    out.ends[to] = ends[from] as number | bigint
  })
  return out
}

const top64 = (decimal: string) => BigInt(decimal) >> 64n

let tables: Promise<Tables> | null = null
const loadTables = () =>
  (tables ??= Promise.all([
    readRanges('geo-whois-asn-country-ipv4-num.csv', (n) => new Uint32Array(n), Number),
    readRanges('geo-whois-asn-country-ipv6-num.csv', (n) => new BigUint64Array(n), top64),
  ]).then(([v4, v6]) => ({ v4, v6 })))

function find<T extends Uint32Array | BigUint64Array>(ranges: Ranges<T>, key: number | bigint): string | null {
  let lo = 0
  let hi = ranges.starts.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if ((ranges.starts[mid] as number | bigint) > key) hi = mid - 1
    else if ((ranges.ends[mid] as number | bigint) < key) lo = mid + 1
    else return ranges.countries[mid] ?? null
  }
  return null
}

const v4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0)

function v6Top64(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const left = groups(head)
  const right = groups(tail)
  const all = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left
  return all.slice(0, 4).reduce((n, group) => (n << 16n) + BigInt(parseInt(group, 16) || 0), 0n)
}

/** The place of an address; an IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is read as IPv4. */
export async function placeOf(address: string | null): Promise<TPlace> {
  if (!address) return null
  const ip = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address
  if (isIPv4(ip)) {
    if (LOCAL.check(ip, 'ipv4')) return 'local'
    const country = find((await loadTables()).v4, v4Number(ip))
    return country ? { country } : null
  }
  if (!isIPv6(ip) || ip.includes('.')) return null
  if (LOCAL.check(ip, 'ipv6')) return 'local'
  const country = find((await loadTables()).v6, v6Top64(ip))
  return country ? { country } : null
}
