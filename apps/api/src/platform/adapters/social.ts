import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'
import type { Config } from '../../config'

export type SocialIdentity = { email: string; fullName: string | undefined; emailVerified: boolean }
export type SocialVerifier = {
  enabled: { google: boolean; apple: boolean; facebook: boolean }
  verify(provider: 'google' | 'apple' | 'facebook', token: string, nonce?: string): Promise<SocialIdentity | null>
}

/**
 * Google and Apple send OIDC id tokens: verified here against the provider's JWKS (signature,
 * issuer, audience = our client id, expiry, and the nonce when the client used one). Facebook
 * sends an access token: checked with the Graph API (the token must belong to our app).
 * Every URL is configurable, so tests run the real code against loopback fakes.
 */
export function createSocialVerifier(social: Config['social'], fetcher: typeof fetch = fetch): SocialVerifier {
  const jwks = new Map<string, JWTVerifyGetKey>()
  const keysFor = (url: string) => {
    let set = jwks.get(url)
    if (!set) {
      set = createRemoteJWKSet(new URL(url))
      jwks.set(url, set)
    }
    return set
  }

  async function verifyIdToken(settings: { clientId: string; jwksUrl: string; issuer: string }, token: string, nonce?: string) {
    try {
      const { payload } = await jwtVerify(token, keysFor(settings.jwksUrl), { issuer: settings.issuer, audience: settings.clientId })
      if (nonce !== undefined && payload.nonce !== nonce) return null
      if (typeof payload.email !== 'string') return null
      const verified = payload.email_verified === true || payload.email_verified === 'true'
      return { email: payload.email, fullName: typeof payload.name === 'string' ? payload.name : undefined, emailVerified: verified }
    } catch {
      return null
    }
  }

  async function verifyFacebook(settings: { appId: string; graphUrl: string }, token: string) {
    try {
      const app = await fetcher(`${settings.graphUrl}/app?access_token=${encodeURIComponent(token)}`, { signal: AbortSignal.timeout(5000) })
      const appBody = (await app.json()) as { id?: string }
      if (!app.ok || appBody.id !== settings.appId) return null
      const me = await fetcher(`${settings.graphUrl}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`, {
        signal: AbortSignal.timeout(5000),
      })
      const body = (await me.json()) as { email?: string; name?: string }
      if (!me.ok || !body.email) return null
      return { email: body.email, fullName: body.name, emailVerified: true }
    } catch {
      return null
    }
  }

  return {
    enabled: { google: Boolean(social.google), apple: Boolean(social.apple), facebook: Boolean(social.facebook) },
    async verify(provider, token, nonce) {
      if (provider === 'google') return social.google ? verifyIdToken(social.google, token, nonce) : null
      if (provider === 'apple') return social.apple ? verifyIdToken(social.apple, token, nonce) : null
      return social.facebook ? verifyFacebook(social.facebook, token) : null
    },
  }
}
