import i18next from 'i18next'
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
const earlyKey = (language: string, path: string) => `${language} ${path}`

/**
 * Starts a GET the first page is about to make while the app is still starting (see
 * app/router.tsx preloadPage); apiRequest takes the answer once instead of asking again.
 */
export function prefetchGet(path: string, language: string): void {
  const key = earlyKey(language, path)
  if (early.has(key)) return
  const request = fetch(path, { headers: { accept: 'application/json', 'accept-language': language }, credentials: 'include' })
  request.catch(() => undefined) // a failure is reported by the apiRequest that takes it
  early.set(key, request)
}

function takeEarly(language: string, path: string): Promise<Response> | undefined {
  const key = earlyKey(language, path)
  const request = early.get(key)
  early.delete(key)
  return request
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal }

/**
 * The one fetch client of the web app: same-origin cookies, the anti-forgery header on every
 * state change, the UI language for the server's messages, and JSON errors turned into ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18next.language || 'en' }
  if (method !== 'GET') {
    const xsrf = readCookie('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = xsrf
  }
  const isForm = options.body instanceof FormData
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json'
  let response: Response
  try {
    const prefetched = method === 'GET' ? takeEarly(headers['accept-language'] ?? '', path) : undefined
    response = await (prefetched ??
      fetch(path, {
        method,
        headers,
        credentials: 'include',
        signal: options.signal ?? null,
        body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      }))
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, 'network', i18next.t('messages:errors.network'))
  }
  if (response.status === 204) return undefined as T
  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const body = data as Partial<TApiError> | undefined
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? i18next.t('messages:errors.unhandled'),
      body?.error?.fields,
    )
  }
  return data as T
}

/** The status code alone, for the calls the spec only reads a status from. */
export async function apiStatus(path: string, options: RequestOptions = {}): Promise<number> {
  try {
    await apiRequest<unknown>(path, options)
    return 200
  } catch (error) {
    if (error instanceof ApiError) return error.status
    throw error
  }
}

/** A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function apiUpload<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('accept-language', i18next.language || 'en')
    const xsrf = readCookie('XSRF-TOKEN')
    if (xsrf) xhr.setRequestHeader('x-xsrf-token', xsrf)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(0, 'network', i18next.t('messages:errors.network')))
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T)
      else {
        const error = (body as Partial<TApiError> | undefined)?.error
        reject(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? i18next.t('messages:errors.unhandled'), error?.fields))
      }
    }
    xhr.send(form)
  })
}
