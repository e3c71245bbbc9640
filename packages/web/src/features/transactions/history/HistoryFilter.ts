import type { TransactionSummary } from '@strongroom/protocol'

/** Which way a history entry went: into the Safe, out of it by its owners, or through a module. */
export type HistoryDirection = 'all' | 'incoming' | 'outgoing' | 'module'

/** The history screen's filters; empty strings filter nothing. */
export interface HistoryFilter {
  direction: HistoryDirection
  /** A token key from {@link tokenKeyOf}: `native` or a lower-case token address. */
  token: string
  /** Local calendar days, `YYYY-MM-DD`, both included. */
  from: string
  to: string
}

export const NO_HISTORY_FILTER: HistoryFilter = { direction: 'all', token: '', from: '', to: '' }

/** Whether any filter is set. */
export function isFiltering(filter: HistoryFilter): boolean {
  return filter.direction !== 'all' || filter.token !== '' || filter.from !== '' || filter.to !== ''
}

/** The token a transfer moves, as a key (`native` or the lower-case token address); none for other transactions. */
export function tokenKeyOf(transaction: TransactionSummary): string | undefined {
  const info = transaction.txInfo
  if (info.type !== 'Transfer') return undefined
  return info.transferInfo.type === 'NATIVE_COIN' ? 'native' : info.transferInfo.tokenAddress.toLowerCase()
}

/** The direction of an entry: incoming transfers, the Safe's own (multisig) transactions, module transactions. */
export function directionOf(transaction: TransactionSummary): Exclude<HistoryDirection, 'all'> | undefined {
  if (transaction.executionInfo?.type === 'MULTISIG') return 'outgoing'
  if (transaction.executionInfo?.type === 'MODULE') return 'module'
  if (transaction.txInfo.type === 'Transfer' && transaction.txInfo.direction === 'INCOMING') return 'incoming'
  return undefined
}

/** Start of a local calendar day `YYYY-MM-DD` in epoch ms, or undefined for an empty or malformed day. */
export function startOfLocalDay(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime()
  return Number.isNaN(time) ? undefined : time
}

/** End of a local calendar day (the start of the next one), or undefined. */
export function endOfLocalDay(day: string): number | undefined {
  const start = startOfLocalDay(day)
  if (start === undefined) return undefined
  const next = new Date(start)
  next.setDate(next.getDate() + 1)
  return next.getTime()
}

/** Whether a transaction passes the filter. */
export function matchesHistoryFilter(transaction: TransactionSummary, filter: HistoryFilter): boolean {
  if (filter.direction !== 'all' && directionOf(transaction) !== filter.direction) return false
  if (filter.token !== '' && tokenKeyOf(transaction) !== filter.token) return false
  const from = startOfLocalDay(filter.from)
  const to = endOfLocalDay(filter.to)
  if (from !== undefined || to !== undefined) {
    const time = transaction.timestamp
    if (time === null) return false
    if (from !== undefined && time < from) return false
    if (to !== undefined && time >= to) return false
  }
  return true
}
