import { i18n } from '../../i18n/i18n'
import { pathOf, queryStringOf, type TEndpoint, type TRequestOf, type TResponseOf } from '@wheelbase/core/contract'
import type { TApiError } from '@wheelbase/core/schemas/common'

/** An answer other than 2xx, with the server's translated message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined
}

const early = new Map<string, Promise<Response>>()
const earlyKey = (language: string, url: string) => `${language} ${url}`

/** The address of a call: the contract's path with its parameters, then its query. */
export function urlOf<E extends TEndpoint>(contract: E, request: TRequestOf<E>): string {
  const { params, query } = request as { params?: Record<string, unknown>; query?: Record<string, unknown> }
  return pathOf(contract, params) + queryStringOf(query)
}

/**
 * Starts a GET the first page is about to make while the app is still starting (see
 * app/router.tsx preloadPage); `api` takes the answer once instead of asking again.
 */
export function prefetch<E extends TEndpoint & { method: 'GET' }>(contract: E, request: TRequestOf<E>, language: string): void {
  const url = urlOf(contract, request)
  const key = earlyKey(language, url)
  if (early.has(key)) return
  const response = fetch(url, { headers: { accept: 'application/json', 'accept-language': language }, credentials: 'include' })
  response.catch(() => undefined) // a failure is reported by the call that takes it
  early.set(key, response)
}

function takeEarly(language: string, url: string): Promise<Response> | undefined {
  const key = earlyKey(language, url)
  const response = early.get(key)
  early.delete(key)
  return response
}

function headersFor(method: string): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language || 'en' }
  if (method !== 'GET') {
    const xsrf = readCookie('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = xsrf
  }
  return headers
}

function errorOf(status: number, body: unknown): ApiError {
  const error = (body as Partial<TApiError> | undefined)?.error
  return new ApiError(status, error?.code ?? 'http_error', error?.message ?? i18n.t('messages:errors.unhandled'), error?.fields)
}

/**
 * In development and tests, an answer that does not match its contract's schema is a bug: it
 * throws. The schemas load on demand, so a production page never downloads them.
 */
async function checked<E extends TEndpoint>(contract: E, data: unknown): Promise<TResponseOf<E>> {
  if (import.meta.env.DEV) {
    const { response } = await contract.schemas({ minAge: 0 })
    const result = response.safeParse(data)
    if (!result.success) throw new Error(`${contract.method} ${contract.path}: the answer does not match its contract: ${result.error.message}`)
  }
  return data as TResponseOf<E>
}

/**
 * The one way the web app calls the API: typed in and out by the endpoint's contract, with
 * same-origin cookies, the anti-forgery header on every state change, the UI language for the
 * server's messages, and JSON errors turned into ApiError.
 */
export async function api<E extends TEndpoint>(contract: E, request: TRequestOf<E>, options: { signal?: AbortSignal } = {}): Promise<TResponseOf<E>> {
  const url = urlOf(contract, request)
  const headers = { ...headersFor(contract.method), ...(request as { headers?: Record<string, string> }).headers }
  const body = (request as { body?: unknown }).body
  const isForm = body instanceof FormData
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json'
  let response: Response
  try {
    const prefetched = contract.method === 'GET' ? takeEarly(headers['accept-language'] ?? '', url) : undefined
    response = await (prefetched ??
      fetch(url, {
        method: contract.method,
        headers,
        credentials: 'include',
        signal: options.signal ?? null,
        body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      }))
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, 'network', i18n.t('messages:errors.network'))
  }
  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw errorOf(response.status, data)
  return checked(contract, data)
}

/**
 * A report sent as the page goes away (`keepalive`: it outlives the page), its answer unread: the
 * Web Vitals of a visit. Same headers as api().
 */
export function sendOnLeave<E extends TEndpoint & { method: 'POST' }>(contract: E, body: TRequestOf<E> extends { body: infer B } ? B : never): void {
  const headers = { ...headersFor(contract.method), 'content-type': 'application/json' }
  void fetch(contract.path, { method: contract.method, keepalive: true, headers, credentials: 'include', body: JSON.stringify(body) }).catch(
    () => undefined,
  )
}

/** The status code alone, for the calls the spec only reads a status from. */
export async function apiStatus<E extends TEndpoint>(contract: E, request: TRequestOf<E>): Promise<number> {
  try {
    await api(contract, request)
    return 200
  } catch (error) {
    if (error instanceof ApiError) return error.status
    throw error
  }
}

/** A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function apiUpload<E extends TEndpoint & { multipart: true }>(
  contract: E,
  request: TRequestOf<E>,
  onProgress: (percent: number) => void,
): Promise<TResponseOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(contract.method, urlOf(contract, request))
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(headersFor(contract.method))) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(0, 'network', i18n.t('messages:errors.network')))
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(checked(contract, body))
      else reject(errorOf(xhr.status, body))
    }
    xhr.send((request as { body: FormData }).body)
  })
}
