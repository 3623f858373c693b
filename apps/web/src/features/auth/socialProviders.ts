import type { TPublicSettings } from '@wheelbase/core/schemas/settings'
import { loadScript } from '../../lib/loadScript'

export type TSocialProvider = 'google' | 'apple' | 'facebook'
export type TSocialToken = { token: string; nonce?: string; fullName?: string }
type ProviderSettings = { clientId: string; sdkUrl: string }

/** Raised when the visitor closes the provider's window: not an error worth a message. */
export class SocialDismissed extends Error {
  readonly dismissed = true
}

const newNonce = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

// The providers' SDKs are plain globals; only the few members used here are typed.
type GoogleId = {
  initialize(options: {
    client_id: string
    nonce: string
    callback: (response: { credential?: string }) => void
    use_fedcm_for_prompt?: boolean
  }): void
  prompt(listener?: (notification: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void): void
}
type AppleAuth = {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; nonce: string }): void
  signIn(): Promise<{ authorization: { id_token: string }; user?: { name?: { firstName?: string; lastName?: string } } }>
}
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void
  login(callback: (response: { authResponse?: { accessToken: string } }) => void, options: { scope: string }): void
}
type SdkWindow = Window & { google?: { accounts: { id: GoogleId } }; AppleID?: { auth: AppleAuth }; FB?: FacebookSdk }
const sdkWindow = () => window as SdkWindow

async function google(settings: ProviderSettings): Promise<TSocialToken> {
  await loadScript(settings.sdkUrl)
  const id = sdkWindow().google?.accounts.id
  if (!id) throw new Error('Google SDK missing')
  const nonce = newNonce()
  return new Promise((resolve, reject) => {
    id.initialize({
      client_id: settings.clientId,
      nonce,
      use_fedcm_for_prompt: true,
      callback: (response) => (response.credential ? resolve({ token: response.credential, nonce }) : reject(new SocialDismissed())),
    })
    id.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) reject(new SocialDismissed())
    })
  })
}

async function apple(settings: ProviderSettings): Promise<TSocialToken> {
  await loadScript(settings.sdkUrl)
  const auth = sdkWindow().AppleID?.auth
  if (!auth) throw new Error('Apple SDK missing')
  const nonce = newNonce()
  auth.init({ clientId: settings.clientId, scope: 'name email', redirectURI: `${window.location.origin}/sign-in`, usePopup: true, nonce })
  try {
    const result = await auth.signIn()
    const name = [result.user?.name?.firstName, result.user?.name?.lastName].filter(Boolean).join(' ')
    return { token: result.authorization.id_token, nonce, ...(name ? { fullName: name } : {}) }
  } catch {
    throw new SocialDismissed()
  }
}

async function facebook(settings: ProviderSettings): Promise<TSocialToken> {
  await loadScript(settings.sdkUrl)
  const fb = sdkWindow().FB
  if (!fb) throw new Error('Facebook SDK missing')
  fb.init({ appId: settings.clientId, version: 'v19.0', cookie: false, xfbml: false })
  return new Promise((resolve, reject) => {
    fb.login((response) => (response.authResponse ? resolve({ token: response.authResponse.accessToken }) : reject(new SocialDismissed())), {
      scope: 'email',
    })
  })
}

/** Asks the provider (its own SDK and window) for a token our server then verifies. */
export function socialToken(provider: TSocialProvider, social: TPublicSettings['social']): Promise<TSocialToken> {
  const settings = social[provider]
  if (!settings) return Promise.reject(new Error(`${provider} is not configured`))
  return provider === 'google' ? google(settings) : provider === 'apple' ? apple(settings) : facebook(settings)
}
