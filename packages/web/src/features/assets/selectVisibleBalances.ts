import type { SafeBalanceResponse } from '@strongroom/protocol'

/**
 * The balances without the hidden tokens, with the total recomputed from what is left (the gateway's `fiatTotal`
 * counts everything). Items keep the gateway's order, largest value first.
 */
export function selectVisibleBalances(
  balances: SafeBalanceResponse,
  hidden: ReadonlySet<string>,
): SafeBalanceResponse & { hiddenCount: number } {
  const items = balances.items.filter((item) => !hidden.has(item.tokenInfo.address.toLowerCase()))
  const hiddenCount = balances.items.length - items.length
  if (hiddenCount === 0) return { ...balances, hiddenCount }
  // Fiat values are for display (two decimals), so floating-point addition is precise enough.
  const total = items.reduce((sum, item) => sum + Number(item.fiatBalance), 0)
  return { fiatTotal: String(total), items, hiddenCount }
}
