import { useQuery } from '@tanstack/react-query'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { fiatCodesQuery } from '../../lib/query/fiatCodesQuery'

/** The currencies the gateway can value balances in. */
export function useSupportedFiatCodes() {
  return useQuery(fiatCodesQuery(useRuntimeConfig()))
}
