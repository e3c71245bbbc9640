import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { QueryState } from '../../components/QueryState'
import { TokenIcon } from '../../components/TokenIcon'
import { formatTokenAmount } from '../../lib/formatTokenAmount'
import {
  describeBalancesError,
  formatFiat,
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
        error={describeBalancesError}
        isEmpty={(data) => selectVisibleBalances(data, hidden).items.length === 0}
        empty="This Safe holds no assets yet. Receive some to get started."
      >
        {(data) => (
          <ul className="top-assets">
            {selectVisibleBalances(data, hidden)
              .items.slice(0, TOP_ASSETS)
              .map(({ tokenInfo, balance, fiatBalance }) => (
                <li key={tokenInfo.address} className="top-assets__item" data-testid="top-asset">
                  <TokenIcon logoUri={tokenInfo.logoUri} symbol={tokenInfo.symbol} />
                  <span className="top-assets__token">
                    <span className="top-assets__symbol">{tokenInfo.symbol}</span>
                    <span className="top-assets__amount">
                      {formatTokenAmount(balance, tokenInfo.decimals)} {tokenInfo.symbol}
                    </span>
                  </span>
                  <span className="top-assets__value">{formatFiat(fiatBalance, currency)}</span>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  )
}
