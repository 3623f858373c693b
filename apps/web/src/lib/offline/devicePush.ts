/**
 * This browser's side of push notices (record 0148): whether it can receive them, and its Push API
 * subscription, made with the server's VAPID key through the app's service worker.
 */
export type TDevicePush = 'unsupported' | 'blocked' | 'off' | 'on'

export const canPush = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The service worker's registration, once it runs (none in a browser that refuses workers, or while it installs). */
async function registration(waitMs: number): Promise<ServiceWorkerRegistration | null> {
  if (!canPush()) return null
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

/** This device's subscription, if it has one (a browser without the app's worker yet has none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null
  const worker = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  return (await worker?.pushManager.getSubscription().catch(() => null)) ?? null
}

export async function devicePushState(): Promise<TDevicePush> {
  if (!canPush()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  return (await currentSubscription()) ? 'on' : 'off'
}

/** A base64url key as the bytes the Push API takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

/**
 * Asks the visitor's leave, then subscribes this browser; otherwise the state it stays in: blocked
 * when they refused, off when they only closed the question (they may be asked again).
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription | Exclude<TDevicePush, 'on'>> {
  if (!canPush()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'blocked'
  if (permission !== 'granted') return 'off'
  const worker = await registration(10_000)
  if (!worker) return 'unsupported'
  const existing = await worker.pushManager.getSubscription()
  return existing ?? worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
}

/** Ends this browser's subscription; its endpoint, for the server to forget, or null if it had none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription()
  if (!subscription) return null
  await subscription.unsubscribe().catch(() => undefined)
  return subscription.endpoint
}
