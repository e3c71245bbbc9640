import type { TransactionListPage, TransactionSummary } from '@strongroom/protocol'
import { useContext, useState } from 'react'
import type { Address } from 'viem'
import { paths } from '../../../app/paths'
import { AddressDisplayContext } from '../../../components/AddressDisplay'
import { Button } from '../../../components/Button'
import { Dialog } from '../../../components/Dialog'
import { Link } from '../../../components/Link'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { describeSafeTxError } from '../actions/describeSafeTxError'
import { isFlowBusy } from '../hooks/isFlowBusy'
import { useExecuteSafeTxBatch } from '../hooks/useExecuteSafeTxBatch'
import { explorerTransactionUrl } from '../review/explorerTransactionUrl'
import { FlowStatus } from '../review/FlowStatus'
import { SpeedUp } from '../review/SpeedUp'
import { describeTransaction } from './describeTransaction'
import { selectBatchCandidates } from './selectBatchCandidates'
import { useBatchExecutionReview } from './useBatchExecutionReview'

/** Props of {@link BatchExecutionPanel}. */
export interface BatchExecutionPanelProps {
  safe: { prefix: string; address: Address }
  pages: readonly TransactionListPage[]
  safeNonce: number | undefined
  nativeSymbol: string
}

/**
 * For an owner: when two or more consecutive transactions from the Safe's next nonce are ready to execute, offers to
 * execute them in one chain transaction (docs/batch-execution.md §1), in a dialog that reviews each of them first.
 */
export function BatchExecutionPanel({ safe, pages, safeNonce, nativeSymbol }: BatchExecutionPanelProps) {
  const candidates = selectBatchCandidates(pages, safeNonce)
  // What the dialog was opened on stays, while the queue below changes under the execution.
  const [opened, setOpened] = useState<TransactionSummary[]>()
  const first = candidates[0]?.executionInfo
  const last = candidates.at(-1)?.executionInfo
  return (
    <>
      {candidates.length >= 2 && first?.type === 'MULTISIG' && last?.type === 'MULTISIG' && (
        <div className="transactions-queue__batch" data-testid="batch-execution-offer">
          <p>
            {candidates.length} transactions (#{first.nonce} to #{last.nonce}) are ready to execute: they can be
            executed together, in one chain transaction.
          </p>
          <Button variant="primary" size="small" onClick={() => setOpened(candidates)}>
            Execute {candidates.length} in one transaction
          </Button>
        </div>
      )}
      {opened && (
        <BatchExecutionDialog
          safe={safe}
          candidates={opened}
          nativeSymbol={nativeSymbol}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  )
}

function BatchExecutionDialog({
  safe,
  candidates,
  nativeSymbol,
  onClose,
}: {
  safe: { prefix: string; address: Address }
  candidates: readonly TransactionSummary[]
  nativeSymbol: string
  onClose(): void
}) {
  const { chainName, explorerUrl } = useRuntimeConfig()
  const { nameOf } = useContext(AddressDisplayContext)
  const { selection, estimate } = useBatchExecutionReview(safe.address, candidates)
  const execute = useExecuteSafeTxBatch(safe.address)
  const batch = selection.data?.batch ?? []
  const stop = selection.data?.stop
  const done = execute.stage.step === 'done' ? execute.stage.result : undefined
  const busy = isFlowBusy(execute.stage)
  const context = { nativeSymbol, nameOf, currentThreshold: undefined }
  const inBatch = new Set(batch.map(({ txId }) => txId))
  const doneLink = done && explorerTransactionUrl(explorerUrl, done.hash)
  return (
    <Dialog
      title="Execute in one transaction"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{done ? 'Close' : 'Cancel'}</Button>
          {!done && (
            <Button
              variant="primary"
              disabled={busy || batch.length < 2 || !estimate.isSuccess}
              onClick={() => void execute.run({ reviews: batch })}
            >
              {batch.length >= 2 ? `Execute ${batch.length} transactions` : 'Execute'}
            </Button>
          )}
        </>
      }
    >
      <p>
        Each transaction below is executed with its own confirmations, one after the other, in a single chain
        transaction: either all of them run, or none does.
      </p>
      <ul className="transactions-queue__batch-list" data-testid="batch-execution-list">
        {candidates.map((transaction) => {
          const nonce = transaction.executionInfo?.type === 'MULTISIG' ? transaction.executionInfo.nonce : undefined
          return (
            <li key={transaction.id} data-testid="batch-execution-item" data-in-batch={inBatch.has(transaction.id)}>
              <Link href={paths.safe(safe, 'transaction', { id: transaction.id })}>#{nonce}</Link>{' '}
              {describeTransaction(transaction.txInfo, context)}
              {selection.isSuccess && (inBatch.has(transaction.id) ? ' · confirmations verified' : ' · left out')}
            </li>
          )
        })}
      </ul>
      {selection.isPending && <p role="status">Reviewing each transaction against the chain…</p>}
      {selection.isError && (
        <p role="alert">The transactions could not be reviewed: {describeSafeTxError(selection.error, chainName)}</p>
      )}
      {stop && (
        <p className="transactions-queue__batch-stop" data-testid="batch-execution-stop">
          {stop.reason}
          {batch.length < 2 ? ' Fewer than two transactions are left: execute them from their own screens.' : ''}
        </p>
      )}
      {batch.length >= 2 && (
        <p data-testid="batch-gas-estimate">
          {estimate.isSuccess
            ? `Estimated gas for the ${batch.length} executions: ${formatTokenAmount(estimate.data.gas.toString(), 0)} (a block holds ${formatTokenAmount(estimate.data.blockGasLimit.toString(), 0)}).`
            : estimate.isError
              ? `The batch cannot be executed: ${describeSafeTxError(estimate.error, chainName)}`
              : 'Estimating the gas for the batch…'}
        </p>
      )}
      <FlowStatus stage={execute.stage} />
      <SpeedUp safe={safe.address} stage={execute.stage} />
      {done && (
        <p role="status" data-testid="batch-execution-done">
          Executed {done.executions.length} transactions (#{done.executions[0]?.nonce.toString()} to #
          {done.executions.at(-1)?.nonce.toString()}) in one chain transaction
          {done.executions.some(({ outcome }) => outcome === 'failed') ? '; some of their calls failed' : ''}.{' '}
          {doneLink && (
            <a href={doneLink} target="_blank" rel="noreferrer noopener">
              View on the block explorer
            </a>
          )}
        </p>
      )}
    </Dialog>
  )
}
