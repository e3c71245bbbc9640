import type { TransactionListPage, TransactionSummary } from '@strongroom/protocol'
import { type ReactNode, useContext } from 'react'
import { paths } from '../../../app/paths'
import { AddressDisplayContext } from '../../../components/AddressDisplay'
import { buttonClass } from '../../../components/Button'
import { Link } from '../../../components/Link'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { TransactionRowDetails } from '../rows/TransactionRowDetails'
import { describeTransaction } from './describeTransaction'
import { groupQueueItems } from './groupQueueItems'
import { QueueTransactionRow } from './QueueTransactionRow'
import { type QueueAction, selectQueueAction } from './selectQueueAction'
import { TransactionTitle } from './TransactionTitle'
import './queue.css'

const ACTION_LABELS: Record<QueueAction, string> = { confirm: 'Confirm', execute: 'Execute', view: 'View' }

/** What a row's action slot is given: the transaction, what the wallet can do, and the link to its details. */
export interface QueueActionSlot {
  transaction: TransactionSummary
  action: QueueAction
  detailsHref: string
}

/** Props of {@link QueueList}. */
export interface QueueListProps {
  pages: readonly TransactionListPage[]
  safe: { prefix: string; address: string }
  /** The connected wallet, if any, and whether it owns the Safe. */
  me: string | undefined
  isOwner: boolean
  /** The Safe's nonce and threshold now (SafeInfo), when known. */
  safeNonce: number | undefined
  threshold: number | undefined
  nativeSymbol: string
  /**
   * Renders a row's action; by default a link to the transaction's screen labelled Confirm, Execute or View, where the
   * confirming and executing happen. A caller may put inline buttons here instead.
   */
  renderAction?: (slot: QueueActionSlot) => ReactNode
}

function defaultAction({ action, detailsHref }: QueueActionSlot): ReactNode {
  return (
    <Link href={detailsHref} className={buttonClass(action === 'view' ? 'secondary' : 'primary', 'small')}>
      {ACTION_LABELS[action]}
    </Link>
  )
}

/**
 * The queue grouped by nonce (docs/gateway-api.md §4.9): the "Next" and "Queued" labels, a conflict header above
 * several proposals for one nonce, and one row per transaction saying what it does in words.
 */
export function QueueList({
  pages,
  safe,
  me,
  isOwner,
  safeNonce,
  threshold,
  nativeSymbol,
  renderAction = defaultAction,
}: QueueListProps) {
  const { nameOf } = useContext(AddressDisplayContext)
  const nativeLogoUri = useChainInfo().data?.nativeCurrency.logoUri
  const context = { nativeSymbol, nativeLogoUri, nameOf, currentThreshold: threshold }
  return (
    <div className="transactions-queue">
      {groupQueueItems(pages).map((entry) =>
        entry.kind === 'label' ? (
          <h3 key={`label-${entry.label}`} className="transactions-queue__label" data-testid="queue-label">
            {entry.label}
          </h3>
        ) : (
          <div
            key={`nonce-${entry.nonce}`}
            className={
              entry.conflict
                ? 'transactions-queue__group transactions-queue__group--conflict'
                : 'transactions-queue__group'
            }
            data-testid="queue-group"
          >
            {entry.conflict && (
              <p className="transactions-queue__conflict" data-testid="conflict-header">
                <strong>Nonce {entry.nonce}</strong>{' '}
                <span>These transactions conflict as they use the same nonce: executing one replaces the others.</span>
              </p>
            )}
            <ul className="transactions-queue__rows">
              {entry.transactions.map((transaction) => {
                const action = selectQueueAction(transaction, { me, isOwner, safeNonce })
                const detailsHref = paths.safe(safe, 'transaction', { id: transaction.id })
                return (
                  <QueueTransactionRow
                    key={transaction.id}
                    transaction={transaction}
                    description={describeTransaction(transaction.txInfo, context)}
                    title={<TransactionTitle info={transaction.txInfo} context={context} />}
                    action={renderAction({ transaction, action, detailsHref })}
                    renderDetails={() => (
                      <TransactionRowDetails
                        safe={safe}
                        transactionId={transaction.id}
                        detailsHref={detailsHref}
                        data-testid="queue-row-details"
                      />
                    )}
                  />
                )
              })}
            </ul>
          </div>
        ),
      )}
    </div>
  )
}
