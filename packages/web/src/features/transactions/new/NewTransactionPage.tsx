import { useState } from 'react'
import { getAddress } from 'viem'
import { type NewTransactionSearch, paths, type SafeScreenProps } from '../../../app/paths'
import { Banner } from '../../../components/Banner'
import { Panel } from '../../../components/Panel'
import { Tabs } from '../../../components/Tabs'
import { usePageTitle } from '../../../hooks/usePageTitle'
import { appHistory } from '../../../lib/appHistory'
import { BeneficiarySpend } from '../../spending-limits'
import { NewTransactionReview } from '../review/NewTransactionReview'
import type { NewTransactionDraft } from './BatchAction'
import { BatchView } from './BatchView'
import { ContractInteractionForm } from './ContractInteractionForm'
import { SendNftsForm } from './SendNftsForm'
import { SendTokensForm } from './SendTokensForm'
import { useTransactionBatch } from './useTransactionBatch'
import './newTransactionForms.css'

/** The flow's name, stored as the proposal's origin of a batch. */
export const BATCH_ORIGIN = 'Transaction batch'

const FLOWS = [
  { flow: 'send', label: 'Send tokens' },
  { flow: 'nfts', label: 'Send NFTs' },
  { flow: 'contract', label: 'Contract interaction' },
  { flow: 'batch', label: 'Batch' },
] as const

/**
 * "New transaction" (docs/new-transactions.md §Flows): send tokens, send NFTs, a contract interaction, or the Safe's
 * batch. A flow's form either opens the review of its actions as a transaction of their own, or adds them to the
 * batch; every path ends in {@link NewTransactionReview}, then on the new transaction's screen. `nonce` in the URL
 * makes it a replacement of the queued transaction with that nonce.
 */
export function NewTransactionPage({ address, prefix, search }: SafeScreenProps<NewTransactionSearch>) {
  usePageTitle('New transaction')
  const safe = getAddress(address)
  const flow = search.flow ?? 'send'
  const nonce = search.nonce === undefined ? undefined : BigInt(search.nonce)
  const batch = useTransactionBatch(safe)
  const [review, setReview] = useState<(NewTransactionDraft & { fromBatch: boolean }) | undefined>()
  const [added, setAdded] = useState<string | undefined>()
  const safeRef = { prefix, address: safe }

  const linkTo = (target: NewTransactionSearch['flow']) =>
    paths.safe(safeRef, 'newTransaction', {
      flow: target,
      ...(nonce === undefined ? {} : { nonce: nonce.toString() }),
    } as NewTransactionSearch)

  const onDraft = (draft: NewTransactionDraft, target: 'review' | 'batch') => {
    if (target === 'review') {
      setReview({ ...draft, fromBatch: false })
      return
    }
    batch.add(draft.actions)
    setAdded(
      draft.actions.length === 1
        ? `Added to the batch: ${draft.actions[0]!.label}.`
        : `Added ${draft.actions.length} actions to the batch.`,
    )
  }
  const batchFull = !batch.canAdd(1)

  const reviewPanel = review && (
    <Panel
      title={review.fromBatch ? `Review the batch (${review.actions.length} actions)` : `Review: ${review.origin}`}
    >
      <NewTransactionReview
        address={safe}
        prefix={prefix}
        calls={review.actions.map((action) => action.call)}
        origin={{ name: review.origin }}
        {...(nonce === undefined ? {} : { nonce })}
        {...(review.errorAbi ? { errorAbi: review.errorAbi } : {})}
        {...(review.names ? { names: review.names } : {})}
        onCancel={() => setReview(undefined)}
        onProposed={({ safeTxHash }) => {
          if (review.fromBatch) batch.clear()
          appHistory.navigate(paths.transaction(safeRef, safeTxHash))
        }}
      />
    </Panel>
  )

  // The forms stay mounted (hidden) under the review, so "Cancel" returns to what was typed.
  return (
    <>
      {reviewPanel}
      <div hidden={review !== undefined}>
        <Panel title="New transaction">
          {nonce !== undefined && (
            <Banner tone="info" testId="replacing-notice">
              This transaction takes nonce {nonce.toString()}: it replaces the queued transaction #{nonce.toString()}.
              Only one of them can ever be executed.
            </Banner>
          )}
          <Tabs
            label="New transaction"
            level="secondary"
            current={flow}
            items={FLOWS.map((entry) => ({
              id: entry.flow,
              label: entry.flow === 'batch' ? `${entry.label} (${batch.actions.length})` : entry.label,
              href: linkTo(entry.flow),
            }))}
          />
          {added && (
            <p className="new-tx__note" role="status" data-testid="batch-added">
              {added}
            </p>
          )}
          {flow === 'send' && (
            <SendTokensForm safe={safe} initialToken={search.token} onDraft={onDraft} batchFull={batchFull} />
          )}
          {flow === 'send' && nonce === undefined && <BeneficiarySpend safe={safe} />}
          {flow === 'nfts' && <SendNftsForm safe={safe} onDraft={onDraft} batchFull={batchFull} />}
          {flow === 'contract' && <ContractInteractionForm onDraft={onDraft} batchFull={batchFull} />}
          {flow === 'batch' && (
            <BatchView
              actions={batch.actions}
              onMove={batch.move}
              onRemove={batch.remove}
              onClear={batch.clear}
              onReview={() => setReview({ origin: BATCH_ORIGIN, actions: batch.actions, fromBatch: true })}
            />
          )}
        </Panel>
      </div>
    </>
  )
}
