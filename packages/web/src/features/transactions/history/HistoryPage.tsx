import { assessTransferSuspicion, type TransactionListPage } from '@strongroom/protocol'
import { useCallback, useContext, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { paths } from '../../../app/paths'
import { AddressDisplayContext } from '../../../components/AddressDisplay'
import { Button } from '../../../components/Button'
import { Panel } from '../../../components/Panel'
import { QueryState } from '../../../components/QueryState'
import { SkeletonRows } from '../../../components/Skeleton'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { usePageTitle } from '../../../hooks/usePageTitle'
import { useTransactionHistory } from '../../../hooks/useTransactionHistory'
import { downloadTextFile } from '../../../lib/downloadTextFile'
import { IndexingNotice, useHistoryComplete } from '../../indexing-status'
import { describeSuspicion, useSuspicionContext } from '../../poisoning'
import { describeTransaction } from '../queue/describeTransaction'
import { TransactionTitle } from '../queue/TransactionTitle'
import { TransactionRowDetails } from '../rows/TransactionRowDetails'
import { describeLoadedHistory } from './describeLoadedHistory'
import { filterHistoryRows } from './filterHistoryRows'
import { formatHistoryCsv } from './formatHistoryCsv'
import { type HistoryFilter, isFiltering, NO_HISTORY_FILTER, startOfLocalDay } from './HistoryFilter'
import { HistoryFilters } from './HistoryFilters'
import { HistoryList } from './HistoryList'
import { HistoryTransactionRow } from './HistoryTransactionRow'
import { historyRows } from './historyRows'
import { historyTokens } from './historyTokens'
import './history.css'

const NO_PAGES: readonly TransactionListPage[] = []

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/**
 * `/<safe>/transactions/history`: executed, failed and cancelled transactions, module transactions and incoming
 * transfers, newest first under date labels, loaded as the list scrolls; each opens in place to its reviewed details. The gateway's history has no filters
 * (docs/gateway-api.md §4.8), so the filters and the CSV export work on the entries loaded so far, and say so.
 */
export function HistoryPage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('Transaction history')
  // "Hide suspicious" (docs/spam-and-poisoning.md §2): on, the gateway leaves out zero-value token transfers and this
  // screen the entries the protocol's rule calls suspicious; off, everything shows, suspicious entries marked.
  const [hideSuspicious, setHideSuspicious] = useState(true)
  const history = useTransactionHistory(address, { trusted: hideSuspicious })
  const historyComplete = useHistoryComplete(address)
  const native = useChainInfo().data?.nativeCurrency
  const nativeSymbol = native?.symbol ?? 'ETH'
  const { nameOf } = useContext(AddressDisplayContext)
  const [filter, setFilter] = useState<HistoryFilter>(NO_HISTORY_FILTER)
  const pages = history.data?.pages ?? NO_PAGES
  const rows = useMemo(() => historyRows(pages), [pages])
  const suspicionContext = useSuspicionContext(address, pages)
  const suspicions = useMemo(
    () =>
      new Map(
        rows.flatMap((row) => {
          const suspicion = row.kind === 'transaction' && assessTransferSuspicion(row.transaction, suspicionContext)
          return suspicion ? [[row.key, describeSuspicion(suspicion)] as const] : []
        }),
      ),
    [rows, suspicionContext],
  )
  const hidden = useMemo(
    () => (hideSuspicious ? new Set(suspicions.keys()) : new Set<string>()),
    [hideSuspicious, suspicions],
  )
  const shown = useMemo(() => filterHistoryRows(rows, filter, hidden), [rows, filter, hidden])
  const tokens = useMemo(() => historyTokens(rows, nativeSymbol), [rows, nativeSymbol])
  const loaded = rows.reduce((count, row) => count + (row.kind === 'transaction' ? 1 : 0), 0)
  const total = pages[0]?.count
  // Newest first: once the loaded entries reach back past the first day of the range, no later page can match.
  const from = startOfLocalDay(filter.from)
  const oldest = rows.findLast((row) => row.kind === 'transaction')
  const pastRange =
    from !== undefined && oldest?.kind === 'transaction' && (oldest.transaction.timestamp ?? Infinity) < from
  const hasMore = history.hasNextPage && !pastRange && !history.isFetchNextPageError
  const { fetchNextPage } = history
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])
  const context = { nativeSymbol, nativeLogoUri: native?.logoUri, nameOf }

  const exportCsv = () => {
    const transactions = shown.flatMap((row) => (row.kind === 'transaction' ? [row.transaction] : []))
    downloadTextFile(`history-${address}.csv`, formatHistoryCsv(transactions, context))
  }

  return (
    <Panel
      title="History"
      actions={
        <Button size="small" onClick={exportCsv} disabled={shown.length === 0}>
          Export CSV
        </Button>
      }
    >
      <IndexingNotice address={address} />
      <HistoryFilters filter={filter} tokens={tokens} onChange={setFilter} />
      <p className="transactions-history__suspicious">
        <label>
          <input
            type="checkbox"
            checked={hideSuspicious}
            onChange={(event) => setHideSuspicious(event.target.checked)}
            data-testid="hide-suspicious"
          />{' '}
          Hide suspicious entries
        </label>{' '}
        <span className="transactions-history__suspicious-note" data-testid="suspicious-note">
          {hideSuspicious
            ? `${hidden.size === 0 ? 'None' : hidden.size.toLocaleString('en-US')} of the loaded entries ${hidden.size === 1 ? 'is' : 'are'} hidden as suspicious, and zero-value token transfers are left out: look-alike addresses, imitation tokens, zero-value transfers by strangers.`
            : 'Everything is shown; suspicious entries are marked.'}
        </span>
      </p>
      <p className="transactions-history__note" data-testid="history-note">
        {describeLoadedHistory({ loaded, total, hasMore: history.hasNextPage, filtering: isFiltering(filter) })}
      </p>
      <QueryState
        query={history}
        loading="Loading the history…"
        skeleton={<SkeletonRows variant="transaction" count={6} />}
        error="The transaction history could not be loaded."
        isEmpty={() => shown.length === 0 && !hasMore}
        empty={
          isFiltering(filter)
            ? 'No loaded entry matches these filters.'
            : historyComplete === false
              ? 'No transactions found in the history read so far; older ones appear here as they are found.'
              : 'This Safe has no transactions yet. Each one appears here once it is executed: propose one from New transaction.'
        }
      >
        {() => (
          <HistoryList
            rows={shown}
            hasMore={hasMore}
            loadingMore={history.isFetchingNextPage}
            onLoadMore={loadMore}
            renderDate={(timestamp) => <h3 className="transactions-history__date">{dateFormat.format(timestamp)}</h3>}
            renderTransaction={({ transaction }, expansion) => {
              const href = paths.safe({ prefix, address }, 'transaction', { id: transaction.id })
              return (
                <HistoryTransactionRow
                  transaction={transaction}
                  description={describeTransaction(transaction.txInfo, context)}
                  title={<TransactionTitle info={transaction.txInfo} context={context} />}
                  href={href}
                  suspicion={suspicions.get(transaction.id)}
                  expansion={expansion}
                  renderDetails={() => (
                    <TransactionRowDetails
                      safe={{ prefix, address }}
                      transactionId={transaction.id}
                      detailsHref={href}
                      data-testid="history-row-details"
                    />
                  )}
                />
              )
            }}
          />
        )}
      </QueryState>
      {history.isFetchNextPageError && (
        <div className="transactions-history__error" role="alert">
          <p>More of the history could not be loaded.</p>
          <Button size="small" onClick={loadMore}>
            Try again
          </Button>
        </div>
      )}
    </Panel>
  )
}
