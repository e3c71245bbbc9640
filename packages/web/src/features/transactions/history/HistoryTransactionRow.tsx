import type { TransactionSummary } from '@strongroom/protocol'
import { Link } from '../../../components/Link'
import { Tag } from '../../../components/Tag'
import { directionOf } from './HistoryFilter'

const STATUS: Record<TransactionSummary['txStatus'], { label: string; tone: 'neutral' | 'warning' }> = {
  SUCCESS: { label: 'Success', tone: 'neutral' },
  FAILED: { label: 'Failed', tone: 'warning' },
  CANCELLED: { label: 'Cancelled', tone: 'warning' },
  AWAITING_CONFIRMATIONS: { label: 'Needs confirmations', tone: 'neutral' },
  AWAITING_EXECUTION: { label: 'Ready to execute', tone: 'neutral' },
}

const DIRECTION_LABELS = { incoming: 'Received', outgoing: 'Sent by owners', module: 'Module' } as const

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

/** One history entry: its time, what it does in words (a link to its details), how it came, and its outcome. */
export function HistoryTransactionRow({
  transaction,
  description,
  href,
}: {
  transaction: TransactionSummary
  description: string
  href: string
}) {
  const direction = directionOf(transaction)
  const status = STATUS[transaction.txStatus]
  const execution = transaction.executionInfo
  return (
    <div className="transactions-history__row">
      <span className="transactions-history__time">
        {transaction.timestamp === null ? '' : timeFormat.format(transaction.timestamp)}
      </span>
      <Link href={href} className="transactions-history__title">
        {description}
      </Link>
      <span className="transactions-history__meta">
        {direction ? DIRECTION_LABELS[direction] : ''}
        {execution?.type === 'MULTISIG' ? ` · nonce ${execution.nonce}` : ''}
      </span>
      <Tag tone={status.tone} data-testid="history-status">
        {status.label}
      </Tag>
    </div>
  )
}
