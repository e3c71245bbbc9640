import { useContext } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { AddressDisplayContext } from '../../../components/AddressDisplay'
import { Panel } from '../../../components/Panel'
import { QueryState } from '../../../components/QueryState'
import { SkeletonRows } from '../../../components/Skeleton'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { useIsOwner } from '../../safes'
import { useQueuedTransactions } from '../hooks/useQueuedTransactions'
import { ConfirmationsChip } from '../rows/ConfirmationsChip'
import { TransactionKindIcon } from '../rows/TransactionKindIcon'
import { transactionKindOf } from '../rows/transactionKindOf'
import { selectAwaitingMySignature } from './selectAwaitingMySignature'
import { TransactionTitle } from './TransactionTitle'
import './queue.css'

/** Queued transactions that wait for the connected owner's confirmation. */
export function PendingSignaturesPanel({ address }: { address: Address }) {
  const { address: me } = useAccount()
  const safe = useSafeInfo(address).data
  const isOwner = useIsOwner(safe)
  const { nameOf } = useContext(AddressDisplayContext)
  const queue = useQueuedTransactions(address)
  const native = useChainInfo().data?.nativeCurrency
  const context = {
    nativeSymbol: native?.symbol ?? 'ETH',
    nativeLogoUri: native?.logoUri,
    nameOf,
    currentThreshold: safe?.threshold,
  }
  return (
    <Panel title="Waiting for your signature">
      {!me ? (
        <p className="query-state">Connect a wallet to see the transactions that need your signature.</p>
      ) : isOwner === false ? (
        <p className="query-state">Only owners sign: the connected wallet is not an owner of this Safe.</p>
      ) : (
        <QueryState
          query={queue}
          loading="Loading the queue…"
          // One row: what most often replaces it is one transaction or the one-line "Nothing needs your signature."
          skeleton={<SkeletonRows variant="transaction" count={1} />}
          error="The transaction queue could not be loaded."
          isEmpty={(page) => selectAwaitingMySignature(page, me).length === 0}
          empty="Nothing needs your signature."
        >
          {(page) => (
            <ul className="transactions-pending">
              {selectAwaitingMySignature(page, me).map((tx) => {
                const execution = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo : undefined
                return (
                  <li key={tx.id} className="transactions-pending__item" data-testid="pending-signature">
                    <TransactionKindIcon kind={transactionKindOf(tx)} safeApp={tx.safeAppInfo} />
                    <span className="transactions-pending__nonce">#{execution?.nonce}</span>
                    <span className="transactions-pending__title">
                      <TransactionTitle info={tx.txInfo} context={context} />
                    </span>
                    {execution && (
                      <ConfirmationsChip
                        submitted={execution.confirmationsSubmitted}
                        required={execution.confirmationsRequired}
                      />
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      )}
    </Panel>
  )
}
