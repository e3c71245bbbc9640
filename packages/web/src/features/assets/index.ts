// The assets feature's public face: a Safe's balances as every screen reads them (the hidden tokens, the token list
// mode and the fiat currency the visitor chose applied), for the dashboard, the Safe list, the send form, the
// simulation and the Safe Apps bridge. Its screens (Assets, NFTs, Receive) load from their files (app/screens.ts).

export { formatFiat } from '../../lib/formatFiat'
export { describeBalancesError } from './describeBalancesError'
export { fiatOfBalance } from './fiatOfBalance'
export { ReceiveLink } from './ReceiveLink'
export { selectVisibleBalances } from './selectVisibleBalances'
export { FIAT_CURRENCY_KEY, useFiatCurrency } from './useFiatCurrency'
export { useHiddenTokens } from './useHiddenTokens'
export { useSafeBalances } from './useSafeBalances'
export { useSafeFiatTotal } from './useSafeFiatTotal'
export { useTokenListMode } from './useTokenListMode'
