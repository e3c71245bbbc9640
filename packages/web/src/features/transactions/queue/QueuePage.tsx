import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { Button } from '../../../components/Button'
import { Panel } from '../../../components/Panel'
import { QueryState } from '../../../components/QueryState'
import { SkeletonRows } from '../../../components/Skeleton'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { usePageTitle } from '../../../hooks/usePageTitle'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { IndexingNotice } from '../../indexing-status'
import { useIsOwner } from '../../safes'
import { BatchExecutionPanel } from './BatchExecutionPanel'
import { QueueEmpty } from './QueueEmpty'
import { QueueList } from './QueueList'
import { useQueuedTransactionPages } from './useQueuedTransactionPages'

/** `/<safe>/transactions/queue`: every transaction waiting for confirmations or execution, grouped by nonce. */
export function QueuePage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('Transaction queue')
  const { address: me } = useAccount()
  const safe = useSafeInfo(address)
  const isOwner = useIsOwner(safe.data) === true
  const nativeSymbol = useChainInfo().data?.nativeCurrency.symbol ?? 'ETH'
  const queue = useQueuedTransactionPages(address)
  return (
    <Panel title="Queue">
      <IndexingNotice address={address} />
      {/* Outside the list's states: its dialog stays while the queue it executes empties. */}
      {isOwner && (
        <BatchExecutionPanel
          safe={{ prefix, address }}
          pages={queue.data?.pages ?? []}
          safeNonce={safe.data?.nonce}
          nativeSymbol={nativeSymbol}
        />
      )}
      <QueryState
        query={queue}
        loading="Loading the queue…"
        skeleton={<SkeletonRows variant="transaction" count={4} />}
        error="The transaction queue could not be loaded."
        isEmpty={(data) => data.pages.every((page) => page.results.length === 0)}
        empty={<QueueEmpty safe={{ prefix, address }} canPropose={isOwner} />}
      >
        {(data) => (
          <>
            <QueueList
              pages={data.pages}
              safe={{ prefix, address }}
              me={me}
              isOwner={isOwner}
              safeNonce={safe.data?.nonce}
              threshold={safe.data?.threshold}
              nativeSymbol={nativeSymbol}
            />
            {queue.hasNextPage && (
              <Button
                onClick={() => queue.fetchNextPage()}
                disabled={queue.isFetchingNextPage}
                aria-busy={queue.isFetchingNextPage}
              >
                {queue.isFetchingNextPage ? 'Loading more…' : 'Load more'}
              </Button>
            )}
            {queue.isFetchNextPageError && (
              <p className="transactions-queue__error" role="alert">
                More of the queue could not be loaded. Try again.
              </p>
            )}
          </>
        )}
      </QueryState>
    </Panel>
  )
}
