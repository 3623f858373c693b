import { useState } from 'react'
import { useSearchParams } from 'react-router'

/** A value from the URL if it is one of the allowed ones, else the default. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback

/**
 * A console list's filters, kept in the URL (so a link or a reload shows the same list): read once
 * from it, written back on each change, defaults left out.
 */
export function useListParams<T extends Record<string, string>>(read: (params: URLSearchParams) => T, defaults: T) {
  const [params, setParams] = useSearchParams()
  const [filters, setFilters] = useState(() => read(params))
  const change = (next: T) => {
    setFilters(next)
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(next)) if (value && value !== defaults[key]) search.set(key, value)
    setParams(search, { replace: true })
  }
  return [filters, change] as const
}
