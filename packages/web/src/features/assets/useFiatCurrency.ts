import { useStoredState } from '../../hooks/useStoredState'

/** Where the chosen valuation currency is kept (this browser). */
export const FIAT_CURRENCY_KEY = 'strongroom.fiatCurrency'

const parseCurrency = (stored: unknown) =>
  typeof stored === 'string' && /^[A-Z0-9]{2,10}$/.test(stored) ? stored : undefined

/** The currency balances are valued in (upper-case code, USD by default), shared by every screen. */
export function useFiatCurrency(): [string, (currency: string) => void] {
  return useStoredState(FIAT_CURRENCY_KEY, parseCurrency, 'USD')
}
