import type { TransactionListPage } from '@strongroom/protocol'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { paths } from '../../../app/paths'
import { Link } from '../../../components/Link'
import { Panel } from '../../../components/Panel'
import { QueryState } from '../../../components/QueryState'
import { SkeletonRows } from '../../../components/Skeleton'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { useIsOwner } from '../../safes'
import { useQueuedTransactions } from '../hooks/useQueuedTransactions'
import { QueueEmpty } from './QueueEmpty'
import { QueueList } from './QueueList'

/** How many queued transactions the dashboard shows; the queue screen has them all. */
export const QUEUE_PREVIEW_SIZE = 3

/** The first {@link QUEUE_PREVIEW_SIZE} transactions of the queue page, labels and headers of their groups kept. */
export function firstQueuedTransactions(page: TransactionListPage, count: number): TransactionListPage {
  const results: TransactionListPage['results'] = []
  let transactions = 0
  for (const item of page.results) {
    if (item.type === 'TRANSACTION') {
      if (transactions === count) break
      transactions++
    } else if (transactions === count) break
    results.push(item)
  }
  return { ...page, results, next: null }
}

/** The dashboard's view of the queue: its first transactions, as the queue screen shows them, and a link to it. */
export function QueuePreviewPanel({ address, prefix }: { address: Address; prefix: string }) {
  const { address: me } = useAccount()
  const safe = useSafeInfo(address).data
  const isOwner = useIsOwner(safe) === true
  const nativeSymbol = useChainInfo().data?.nativeCurrency.symbol ?? 'ETH'
  const queue = useQueuedTransactions(address)
  return (
    <Panel
      title="Pending transactions"
      actions={<Link href={paths.safe({ prefix, address }, 'transactionQueue')}>View all</Link>}
    >
      <QueryState
        query={queue}
        loading="Loading the queue…"
        skeleton={<SkeletonRows variant="transaction" count={2} />}
        error="The transaction queue could not be loaded."
        isEmpty={(page) => !page.results.some((item) => item.type === 'TRANSACTION')}
        empty={<QueueEmpty safe={{ prefix, address }} canPropose={isOwner} />}
      >
        {(page) => (
          <QueueList
            pages={[firstQueuedTransactions(page, QUEUE_PREVIEW_SIZE)]}
            safe={{ prefix, address }}
            me={me}
            isOwner={isOwner}
            safeNonce={safe?.nonce}
            threshold={safe?.threshold}
            nativeSymbol={nativeSymbol}
          />
        )}
      </QueryState>
    </Panel>
  )
}
