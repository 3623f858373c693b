import { fetchCurrencyRates, getCurrencyRates, updateCurrencyRates } from '@wheelbase/core/contracts/consoleAdmin'
import { useCall } from '../../../lib/api/calls'
import { useChange } from '../../../lib/api/useChange'

export const useCurrencyRates = () => useCall(getCurrencyRates, {}, { retry: false })
export const useUpdateCurrencyRates = () => useChange(updateCurrencyRates)
export const useFetchCurrencyRates = () => useChange(fetchCurrencyRates)
