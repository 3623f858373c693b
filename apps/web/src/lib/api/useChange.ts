import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { TEndpoint, TRequestOf, TResponseOf } from '@wheelbase/core/contract'
import { invalidateResources } from './calls'
import { api } from './client'

type TChange = TEndpoint & { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' }

type TChangeOptions<E extends TEndpoint> = {
  /** Before the call (an optimistic change on screen). */
  onMutate?: (request: TRequestOf<E>) => void
  /** After a refusal or a failure, before the error reaches the caller (undo the optimistic change). */
  onError?: (error: unknown, request: TRequestOf<E>) => void
  /** 'none' for a change after which the page is left: what it read is only marked stale, not asked again here. */
  refetch?: 'active' | 'none'
}

/**
 * A call that changes something: `mutateAsync(request)` answers the server's answer once every
 * cached answer that reads what the contract says it changes is marked stale (and asked again if
 * on screen); `isPending` while a call runs. The callers need nothing more of TanStack Query's
 * mutations, whose machinery (an observer, a cache of mutations) would add 1.3 KB compressed to the
 * checkout's first download (docs/decisions/0090).
 */
export function useChange<E extends TChange>(contract: E, options: TChangeOptions<E> = {}) {
  const queryClient = useQueryClient()
  const [running, setRunning] = useState(0)
  // The latest options, without making mutateAsync a new function at every render.
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const mutateAsync = useCallback(
    async (request: TRequestOf<E>): Promise<TResponseOf<E>> => {
      const { onMutate, onError, refetch } = latest.current
      setRunning((count) => count + 1)
      try {
        onMutate?.(request)
        const answer = await api(contract, request)
        await invalidateResources(queryClient, contract.resources, refetch ? { refetch } : {})
        return answer
      } catch (error) {
        onError?.(error, request)
        throw error
      } finally {
        setRunning((count) => count - 1)
      }
    },
    [contract, queryClient],
  )
  return { mutateAsync, isPending: running > 0 }
}
