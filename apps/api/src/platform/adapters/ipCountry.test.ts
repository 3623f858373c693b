import { describe, expect, it } from 'vitest'
import { placeOf } from './ipCountry'

/** The country of an address, from the table shipped with the server: no lookup outside. */
describe('placeOf', () => {
  it('names the country of public addresses, IPv4, IPv6 and IPv4 written as IPv6', async () => {
    expect(await placeOf('1.0.0.1')).toEqual({ country: 'AU' })
    expect(await placeOf('::ffff:1.0.0.1')).toEqual({ country: 'AU' })
    expect(await placeOf('2a00:1450:4001::200e')).toEqual({ country: 'IE' })
  })

  it('calls private and loopback networks local, and knows nothing of a reserved or malformed one', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.20', '::ffff:172.16.0.9', 'fd12::1']) expect(await placeOf(ip)).toBe('local')
    for (const ip of ['240.0.0.1', 'not an address', '', null]) expect(await placeOf(ip)).toBeNull()
  })
})
