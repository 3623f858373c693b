import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import type { TCeremony, TCredential } from '@wheelbase/core/schemas/signInMethods'

/**
 * Passkeys in this browser, through @simplewebauthn/browser (record 0138), loaded only when a page
 * asks: the sign-in page's first paint and every other page carry none of it. The server's options
 * are the library's own JSON shapes.
 */
const library = () => import('@simplewebauthn/browser')

/** A site reached by its address (192.0.2.1, [::1]) has no domain for passkeys to belong to. */
const onDomain = () => !/^[\d.]+$|:|^\[/.test(location.hostname)

export async function passkeysSupported(): Promise<boolean> {
  return onDomain() && (await library()).browserSupportsWebAuthn()
}

/** Whether the browser offers passkeys in the email field's suggestions (conditional UI). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  return onDomain() && (await library()).browserSupportsWebAuthnAutofill()
}

// The library's JSON is the envelope core's ZCredential checks; its own types lack the index signature.
export async function makePasskey(ceremony: TCeremony): Promise<TCredential> {
  const { startRegistration } = await library()
  return (await startRegistration({ optionsJSON: ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON })) as unknown as TCredential
}

/** Asks for a passkey: in a prompt, or (`autofill`) among the email field's suggestions until one is picked. */
export async function presentPasskey(ceremony: TCeremony, autofill = false): Promise<TCredential> {
  const { startAuthentication } = await library()
  const options = ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON
  return (await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill })) as unknown as TCredential
}

/** The person closed the prompt, or it was replaced by another: nothing to report. */
export const passkeyDismissed = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
/** The device already holds one of this account's passkeys (it was excluded). */
export const passkeyAlreadyHere = (error: unknown) => error instanceof Error && error.name === 'InvalidStateError'
