import type { TransactionSummary } from '@strongroom/protocol'
import type { ReactNode } from 'react'
import { Tag } from '../../../components/Tag'

const STATUS_LABELS: Partial<Record<TransactionSummary['txStatus'], string>> = {
  AWAITING_CONFIRMATIONS: 'Needs confirmations',
  AWAITING_EXECUTION: 'Ready to execute',
}

/** Props of {@link QueueTransactionRow}. */
export interface QueueTransactionRowProps {
  transaction: TransactionSummary
  /** What it does, in words (describeTransaction). */
  description: string
  /** The control for what the connected wallet can do with it now. */
  action: ReactNode
}

/**
 * One queued transaction: nonce, what it does, its confirmations "k of n", its status and the action offered. One
 * without any confirmation is marked unsigned: anyone may post a proposal under an owner's name (docs/web-security.md
 * §2.4).
 */
export function QueueTransactionRow({ transaction, description, action }: QueueTransactionRowProps) {
  const execution = transaction.executionInfo?.type === 'MULTISIG' ? transaction.executionInfo : undefined
  return (
    <li className="transactions-queue__row" data-testid="queue-transaction">
      <span className="transactions-queue__nonce">
        <span className="visually-hidden">Nonce </span>
        {execution?.nonce}
      </span>
      <span className="transactions-queue__title">{description}</span>
      {execution && (
        <Tag
          className="transactions-queue__confirmations"
          title="Confirmations given out of those needed"
          data-testid="queue-confirmations"
        >
          {execution.confirmationsSubmitted} of {execution.confirmationsRequired}
        </Tag>
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
      <span className="transactions-queue__status">{STATUS_LABELS[transaction.txStatus] ?? ''}</span>
      <span className="transactions-queue__action">{action}</span>
    </li>
  )
}
