import { useMemo } from 'react'
import { searchCars } from '@wheelbase/core/contracts/cars'
import { useCallPages, useFirstPageItems } from '../../lib/api/useCallPages'
import { searchQueryOf, type TCriteria } from '../../lib/search/criteria'

/** What a search asks (its first page; the list asks the next ones). The server's render asks the same. */
export const carSearchRequest = (criteria: TCriteria) => ({ query: searchQueryOf(criteria, 1) })

/** Pages of 15 cars for infinite scroll; nothing is asked without criteria. */
export function useCarSearch(criteria: TCriteria | null) {
  return useCallPages(searchCars, criteria ? carSearchRequest(criteria) : null, { staleTime: 30_000 })
}

/** The first 15 cars as data, when the server's HTML alone showed them (lib/itemsInHtml.ts). */
export function useFirstCars(criteria: TCriteria) {
  const request = useMemo(() => carSearchRequest(criteria), [criteria])
  return useFirstPageItems(searchCars, request)
}
