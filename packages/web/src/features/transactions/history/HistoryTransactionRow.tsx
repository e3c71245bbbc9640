import { sanitizeDisplayText, type TransactionSummary } from '@strongroom/protocol'
import { type ReactNode, useContext, useId } from 'react'
import { AddressDisplayContext } from '../../../components/AddressDisplay'
import { Link } from '../../../components/Link'
import { RelativeTime } from '../rows/RelativeTime'
import { RowExpandToggle } from '../rows/RowExpandToggle'
import { TransactionKindIcon } from '../rows/TransactionKindIcon'
import { TransactionStatusChip } from '../rows/TransactionStatusChip'
import { transactionKindOf } from '../rows/transactionKindOf'
import '../rows/rows.css'
import { directionOf } from './HistoryFilter'
import type { HistoryRowExpansion } from './HistoryList'
import { safeTxHashOf } from './safeTxHashOf'

const DIRECTION_LABELS = { incoming: 'Received', outgoing: 'Sent by owners', module: 'Module' } as const

/**
 * One history entry: an icon for its kind, what it does in words (a link to its details), how it came, when (relative,
 * the exact time on hover or focus) and its outcome as a coloured chip (docs/look-and-feel.md §6). An
 * execution the gateway could not read ("executed, details unavailable") says so in the gateway's sentence, with both
 * hashes, and nothing else about what it did. Given `expansion` and `renderDetails`, a chevron at its end opens what
 * `renderDetails` draws under it (the reviewed call, its signers and actions, read when opened).
 */
export function HistoryTransactionRow({
  transaction,
  description,
  title,
  href,
  suspicion,
  expansion,
  renderDetails,
}: {
  transaction: TransactionSummary
  description: string
  /** The same drawn for the row, a transfer's amount with its token's logo (TransactionTitle); `description` without. */
  title?: ReactNode
  href: string
  /** Why the entry is suspicious (docs/spam-and-poisoning.md §2), when it is and is shown anyway. */
  suspicion?: string | undefined
  /** Whether the row is open, and how to open or close it (the list keeps it); no chevron without it. */
  expansion?: HistoryRowExpansion | undefined
  /** What the opened row shows under it. */
  renderDetails?: (() => ReactNode) | undefined
}) {
  const detailsId = useId()
  const direction = directionOf(transaction)
  const execution = transaction.executionInfo
  const info = transaction.txInfo
  const unavailable = info.type === 'Custom' && info.detailsUnavailable !== undefined
  const safeTxHash = unavailable ? safeTxHashOf(transaction.id) : null
  // A transfer's other party by its ENS name too, after its address (docs/names.md).
  const party =
    info.type === 'Transfer' ? (info.direction === 'INCOMING' ? info.sender.value : info.recipient.value) : ''
  const partyName = useContext(AddressDisplayContext).useReverseName(party)
  const expandable = expansion !== undefined && renderDetails !== undefined
  return (
    <>
      <div className="transactions-history__row">
        <TransactionKindIcon kind={transactionKindOf(transaction)} safeApp={transaction.safeAppInfo} />
        {unavailable ? (
          <Link href={href} className="transactions-history__title" data-testid="history-details-unavailable">
            <span title={info.humanDescription ?? undefined}>
              {info.humanDescription ?? 'Executed, details unavailable.'}
            </span>
          </Link>
        ) : (
          <Link href={href} className="transactions-history__title">
            {title ?? description}
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
        <TransactionStatusChip
          status={transaction.txStatus}
          className="transactions-history__status"
          data-testid="history-status"
        />
        <span className="transactions-history__time">
          {transaction.timestamp !== null && <RelativeTime timestamp={transaction.timestamp} />}
        </span>
        {expandable && (
          <RowExpandToggle
            expanded={expansion.expanded}
            controls={detailsId}
            description={unavailable ? (info.humanDescription ?? 'Executed, details unavailable.') : description}
            onToggle={expansion.onToggle}
            className="transactions-history__toggle"
            data-testid="history-row-toggle"
          />
        )}
      </div>
      {expandable && expansion.expanded && (
        <div id={detailsId} className="transactions-history__expansion">
          {renderDetails()}
        </div>
      )}
    </>
  )
}
