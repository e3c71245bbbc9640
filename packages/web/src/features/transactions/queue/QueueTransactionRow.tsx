import type { TransactionSummary } from '@strongroom/protocol'
import { type ReactNode, useId, useState } from 'react'
import { Tag } from '../../../components/Tag'
import { ConfirmationsChip } from '../rows/ConfirmationsChip'
import { RelativeTime } from '../rows/RelativeTime'
import { RowExpandToggle } from '../rows/RowExpandToggle'
import { TransactionKindIcon } from '../rows/TransactionKindIcon'
import { TransactionStatusChip } from '../rows/TransactionStatusChip'
import { transactionKindOf } from '../rows/transactionKindOf'
import '../rows/rows.css'

/** Props of {@link QueueTransactionRow}. */
export interface QueueTransactionRowProps {
  transaction: TransactionSummary
  /** What it does, in words (describeTransaction). */
  description: string
  /** The same drawn for the row, a transfer's amount with its token's logo (TransactionTitle); `description` without. */
  title?: ReactNode
  /** The control for what the connected wallet can do with it now. */
  action: ReactNode
  /** What the row shows when expanded in place (the reviewed call, signers and actions); no toggle without it. */
  renderDetails?: (() => ReactNode) | undefined
}

/**
 * One queued transaction: an icon for its kind, nonce, what it does, when it was proposed, its confirmations ("1 of 2
 * signed" with a ring), its status as a coloured chip and the action offered (docs/look-and-feel.md §6). One
 * without any confirmation is marked unsigned: anyone may post a proposal under an owner's name (docs/web-security.md
 * §2.4).
 */
export function QueueTransactionRow({
  transaction,
  description,
  title,
  action,
  renderDetails,
}: QueueTransactionRowProps) {
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  const execution = transaction.executionInfo?.type === 'MULTISIG' ? transaction.executionInfo : undefined
  return (
    <li className="transactions-queue__row" data-testid="queue-transaction">
      <TransactionKindIcon kind={transactionKindOf(transaction)} safeApp={transaction.safeAppInfo} />
      <span className="transactions-queue__nonce">
        <span className="visually-hidden">Nonce </span>
        {execution?.nonce}
      </span>
      <span className="transactions-queue__title">{title ?? description}</span>
      {transaction.timestamp !== null && (
        <RelativeTime className="transactions-queue__time" timestamp={transaction.timestamp} />
      )}
      {execution && (
        <ConfirmationsChip
          submitted={execution.confirmationsSubmitted}
          required={execution.confirmationsRequired}
          data-testid="queue-confirmations"
        />
      )}
      {execution?.confirmationsSubmitted === 0 && (
        <Tag
          tone="warning"
          title="No owner has signed it: anyone can post a proposal. Its screen checks every signature."
          data-testid="queue-unsigned"
        >
          Unsigned proposal
        </Tag>
      )}
      <TransactionStatusChip status={transaction.txStatus} data-testid="queue-status" />
      <span className="transactions-queue__action">{action}</span>
      {renderDetails && (
        <RowExpandToggle
          expanded={expanded}
          controls={detailsId}
          description={description}
          onToggle={() => setExpanded(!expanded)}
          data-testid="queue-row-toggle"
        />
      )}
      {renderDetails && expanded && (
        <div id={detailsId} className="transactions-queue__expansion">
          {renderDetails()}
        </div>
      )}
    </li>
  )
}
