import type { TransactionSummary } from '@strongroom/protocol'
import { formatUnits } from 'viem'
import { type DescribeTransactionContext, describeTransaction } from '../queue/describeTransaction'
import { directionOf } from './HistoryFilter'

export const HISTORY_CSV_HEADER = [
  'Date (UTC)',
  'Direction',
  'Description',
  'Status',
  'Token',
  'Amount',
  'From',
  'To',
  'Nonce',
  'Transaction hash',
  'Transaction id',
] as const

// RFC 4180 quoting, and a leading apostrophe for a field a spreadsheet would run as a formula: token symbols and
// names come from token contracts, which anyone can deploy.
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

function transferColumns(transaction: TransactionSummary, nativeSymbol: string): [string, string, string, string] {
  const info = transaction.txInfo
  if (info.type !== 'Transfer') return ['', '', '', '']
  const transfer = info.transferInfo
  const from = info.sender.value
  const to = info.recipient.value
  if (transfer.type === 'NATIVE_COIN') return [nativeSymbol, formatUnits(BigInt(transfer.value), 18), from, to]
  if (transfer.type === 'ERC20')
    return [
      transfer.tokenSymbol ?? transfer.tokenAddress,
      formatUnits(BigInt(transfer.value), transfer.decimals ?? 0),
      from,
      to,
    ]
  return [`${transfer.tokenSymbol ?? transfer.tokenAddress} #${transfer.tokenId}`, '1', from, to]
}

/**
 * The transactions as a CSV file (CRLF line ends, RFC 4180): one line each, amounts in full precision (not the
 * screen's rounding), dates in ISO 8601 UTC.
 */
export function formatHistoryCsv(
  transactions: readonly TransactionSummary[],
  context: DescribeTransactionContext,
): string {
  const lines = [HISTORY_CSV_HEADER.join(',')]
  for (const transaction of transactions) {
    const execution = transaction.executionInfo
    const [token, amount, from, to] = transferColumns(transaction, context.nativeSymbol)
    lines.push(
      [
        transaction.timestamp === null ? '' : new Date(transaction.timestamp).toISOString(),
        directionOf(transaction) ?? '',
        describeTransaction(transaction.txInfo, context),
        transaction.txStatus,
        token,
        amount,
        from,
        to,
        execution?.type === 'MULTISIG' ? String(execution.nonce) : '',
        transaction.txHash ?? '',
        transaction.id,
      ]
        .map(csvField)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
