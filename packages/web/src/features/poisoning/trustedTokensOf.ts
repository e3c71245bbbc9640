import type { SafeBalanceResponse, TransactionListPage, TrustedToken } from '@strongroom/protocol'

/**
 * The tokens known to be on the deployment's trusted list: those the Safe's trusted balances list (the gateway's token
 * list), and those history transfers mark trusted. Each token once.
 */
export function trustedTokensOf(
  balances: SafeBalanceResponse | undefined,
  pages: readonly TransactionListPage[],
): TrustedToken[] {
  const tokens = new Map<string, TrustedToken>()
  const add = (address: string, symbol: string | null) => {
    if (symbol && !tokens.has(address.toLowerCase())) tokens.set(address.toLowerCase(), { address, symbol })
  }
  for (const item of balances?.items ?? [])
    if (item.tokenInfo.type === 'ERC20' || item.tokenInfo.type === 'ERC721')
      add(item.tokenInfo.address, item.tokenInfo.symbol)
  for (const page of pages)
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION' || item.transaction.txInfo.type !== 'Transfer') continue
      const transfer = item.transaction.txInfo.transferInfo
      if (transfer.type !== 'NATIVE_COIN' && transfer.trusted === true) add(transfer.tokenAddress, transfer.tokenSymbol)
    }
  return [...tokens.values()]
}
