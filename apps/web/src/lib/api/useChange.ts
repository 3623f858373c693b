import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import type { TEndpoint, TRequestOf, TResponseOf } from '@wheelbase/core/contract'
import { invalidateResources } from './calls'
import { api, type ApiError } from './client'

type TChange = TEndpoint & { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' }

// A module of its own: the pages that change nothing never download the library's mutations.
type TChangeOptions<E extends TEndpoint> = Omit<UseMutationOptions<TResponseOf<E>, ApiError, TRequestOf<E>>, 'mutationFn'> & {
  /** 'none' for a change after which the page is left: what it read is only marked stale, not asked again here. */
  refetch?: 'active' | 'none'
}

/**
 * A call that changes something, as a mutation: once it succeeds, every cached answer that reads
 * what the contract says it changes is asked again (before the options' own onSuccess runs).
 */
export function useChange<E extends TChange>(contract: E, { refetch, ...options }: TChangeOptions<E> = {}) {
  const queryClient = useQueryClient()
  return useMutation<TResponseOf<E>, ApiError, TRequestOf<E>>({
    ...options,
    mutationFn: (request) => api(contract, request),
    onSuccess: async (...args) => {
      await invalidateResources(queryClient, contract.resources, refetch ? { refetch } : {})
      await options.onSuccess?.(...args)
    },
  })
}
