/**
 * Whether a subscription's endpoint is on one of the push services the server sends to
 * (PUSH_SERVICES: origins, `https://*.host` for any subdomain of host). The server posts to the
 * address a browser gave, so any other address is refused: never a request to a host of the
 * sender's choosing.
 */
export function isPushService(endpoint: string, services: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return services.some((service) => {
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(service)
    if (!wildcard) return url.origin === service
    const [, protocol, host] = wildcard
    return `${url.protocol}//` === protocol && url.host.endsWith(`.${host}`)
  })
}
