import { Coins } from 'lucide-react'
import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { EmptyState, QueryState } from '../../components/QueryState'
import { SkeletonRows } from '../../components/Skeleton'
import { TokenAmount } from '../../components/TokenAmount'
import {
  describeBalancesError,
  fiatOfBalance,
  ReceiveLink,
  selectVisibleBalances,
  useFiatCurrency,
  useHiddenTokens,
  useSafeBalances,
  useTokenListMode,
} from '../assets'

/** How many assets the dashboard lists; the Assets screen has them all. */
const TOP_ASSETS = 5

/** The Safe's most valuable assets (the gateway sorts by fiat value), hidden tokens left out. */
export function TopAssetsPanel({ address, prefix }: { address: Address; prefix: string }) {
  const [currency] = useFiatCurrency()
  const [mode] = useTokenListMode()
  const balances = useSafeBalances(address, { currency, trusted: mode === 'default' })
  const { hidden } = useHiddenTokens()
  return (
    <Panel title="Top assets" actions={<Link href={paths.safe({ prefix, address }, 'assets')}>View all assets</Link>}>
      <QueryState
        query={balances}
        loading="Loading assets…"
        skeleton={<SkeletonRows variant="asset" count={3} />}
        error={describeBalancesError}
        isEmpty={(data) => selectVisibleBalances(data, hidden).items.length === 0}
        empty={
          <EmptyState icon={Coins} action={<ReceiveLink safe={{ prefix, address }} />}>
            This Safe holds no assets yet. Send some to its address to get started.
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="top-assets">
            {selectVisibleBalances(data, hidden)
              .items.slice(0, TOP_ASSETS)
              .map((item) => (
                <li key={item.tokenInfo.address} className="top-assets__item" data-testid="top-asset">
                  <TokenAmount
                    raw={item.balance}
                    decimals={item.tokenInfo.decimals}
                    symbol={item.tokenInfo.symbol}
                    logoUri={item.tokenInfo.logoUri}
                    fiat={fiatOfBalance(item, currency)}
                    layout="row"
                  />
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  )
}
