import { supplierProfile } from '@wheelbase/core/contracts/reviews'
import { useCall } from '../../lib/api/calls'
import { supplierProfileRequest } from './profileRequest'

/** A supplier's page as its address asks: profile, averages and one page of reviews (the server's render asks the same). */
export function useSupplierProfile(slug: string, query: URLSearchParams) {
  return useCall(supplierProfile, supplierProfileRequest(slug, query), { staleTime: 30_000 })
}
