import { sanitizeDisplayText, type TransactionSummary } from '@strongroom/protocol'
import { useContext } from 'react'
import { AddressDisplayContext } from '../../../components/AddressDisplay'
import { Link } from '../../../components/Link'
import { Tag } from '../../../components/Tag'
import { directionOf } from './HistoryFilter'
import { safeTxHashOf } from './safeTxHashOf'

const STATUS: Record<TransactionSummary['txStatus'], { label: string; tone: 'neutral' | 'warning' }> = {
  SUCCESS: { label: 'Success', tone: 'neutral' },
  FAILED: { label: 'Failed', tone: 'warning' },
  CANCELLED: { label: 'Cancelled', tone: 'warning' },
  AWAITING_CONFIRMATIONS: { label: 'Needs confirmations', tone: 'neutral' },
  AWAITING_EXECUTION: { label: 'Ready to execute', tone: 'neutral' },
}

const DIRECTION_LABELS = { incoming: 'Received', outgoing: 'Sent by owners', module: 'Module' } as const

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

/**
 * One history entry: its time, what it does in words (a link to its details), how it came, and its outcome. An
 * execution the gateway could not read ("executed, details unavailable") says so in the gateway's sentence, with both
 * hashes, and nothing else about what it did.
 */
export function HistoryTransactionRow({
  transaction,
  description,
  href,
  suspicion,
}: {
  transaction: TransactionSummary
  description: string
  href: string
  /** Why the entry is suspicious (docs/spam-and-poisoning.md §2), when it is and is shown anyway. */
  suspicion?: string | undefined
}) {
  const direction = directionOf(transaction)
  const status = STATUS[transaction.txStatus]
  const execution = transaction.executionInfo
  const info = transaction.txInfo
  const unavailable = info.type === 'Custom' && info.detailsUnavailable !== undefined
  const safeTxHash = unavailable ? safeTxHashOf(transaction.id) : null
  // A transfer's other party by its ENS name too, after its address (docs/names.md).
  const party =
    info.type === 'Transfer' ? (info.direction === 'INCOMING' ? info.sender.value : info.recipient.value) : ''
  const partyName = useContext(AddressDisplayContext).useReverseName(party)
  return (
    <div className="transactions-history__row">
      <span className="transactions-history__time">
        {transaction.timestamp === null ? '' : timeFormat.format(transaction.timestamp)}
      </span>
      {unavailable ? (
        <Link href={href} className="transactions-history__title" data-testid="history-details-unavailable">
          <span title={info.humanDescription ?? undefined}>
            {info.humanDescription ?? 'Executed, details unavailable.'}
          </span>
        </Link>
      ) : (
        <Link href={href} className="transactions-history__title">
          {description}
          {partyName && !description.includes(partyName) && (
            <span data-testid="history-ens-name">
              {' '}
              (<bdi>{sanitizeDisplayText(partyName)}</bdi>)
            </span>
          )}
        </Link>
      )}
      {suspicion ? (
        // The row's height is fixed (a virtual list): the sentence is cut at its end on narrow screens, whole in the title.
        <span
          className="transactions-history__meta transactions-history__meta--suspicious"
          title={suspicion}
          data-testid="history-suspicion"
        >
          Suspicious: {suspicion}
        </span>
      ) : (
        <span className="transactions-history__meta">
          {direction ? DIRECTION_LABELS[direction] : ''}
          {execution?.type === 'MULTISIG' ? ` · nonce ${execution.nonce}` : ''}
          {safeTxHash ? ` · safeTxHash ${safeTxHash}` : ''}
          {unavailable && transaction.txHash ? ` · transaction ${transaction.txHash}` : ''}
        </span>
      )}
      <Tag tone={status.tone} data-testid="history-status">
        {status.label}
      </Tag>
    </div>
  )
}
