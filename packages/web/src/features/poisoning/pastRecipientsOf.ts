import type { KnownAddress, TransactionListPage } from '@strongroom/protocol'
import { zeroAddress } from 'viem'

/**
 * The addresses the Safe itself sent to or called in the history pages loaded: recipients of its own transfers and
 * targets of its own calls, i.e. entries with a multisig or module execution behind them. Transfers someone else made
 * (a poisoner's zero-value `transferFrom`) never count: that is what they would plant. Each address once.
 */
export function pastRecipientsOf(pages: readonly TransactionListPage[]): KnownAddress[] {
  const seen = new Map<string, KnownAddress>()
  const add = (address: string) => {
    const key = address.toLowerCase()
    if (key !== zeroAddress && !seen.has(key)) seen.set(key, { address, source: 'recipient' })
  }
  for (const page of pages)
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION' || item.transaction.executionInfo === null) continue
      const info = item.transaction.txInfo
      if (info.type === 'Transfer' && info.direction === 'OUTGOING') add(info.recipient.value)
      else if (info.type === 'Custom' && info.detailsUnavailable === undefined) add(info.to.value)
    }
  return [...seen.values()]
}
