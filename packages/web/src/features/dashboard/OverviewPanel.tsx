import type { Address } from 'viem'
import { paths } from '../../app/routes'
import { buttonClass } from '../../components/Button'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { QueryState } from '../../components/QueryState'
import { useFiatCurrency } from '../../hooks/useFiatCurrency'
import { useHiddenTokens } from '../../hooks/useHiddenTokens'
import { useSafeBalances } from '../../hooks/useSafeBalances'
import { useTokenListMode } from '../../hooks/useTokenListMode'
import { describeBalancesError } from '../../lib/describeBalancesError'
import { formatFiat } from '../../lib/formatFiat'
import { selectVisibleBalances } from '../../lib/selectVisibleBalances'

/** The Safe's total value (hidden tokens left out) with the ways in and out of it. */
export function OverviewPanel({ address, prefix }: { address: Address; prefix: string }) {
  const [currency] = useFiatCurrency()
  const [mode] = useTokenListMode()
  const balances = useSafeBalances(address, { currency, trusted: mode === 'default' })
  const { hidden } = useHiddenTokens()
  return (
    <Panel
      title="Total value"
      className="dashboard__overview"
      actions={
        <>
          <Link href={paths.safe({ prefix, address }, 'receive')} className={buttonClass('secondary', 'small')}>
            Receive
          </Link>
          <Link href={paths.safe({ prefix, address }, 'assets')} className={buttonClass('secondary', 'small')}>
            Assets
          </Link>
        </>
      }
    >
      <QueryState query={balances} loading="Loading the total value…" error={describeBalancesError}>
        {(data) => (
          <p className="dashboard__total" data-testid="dashboard-total">
            {formatFiat(selectVisibleBalances(data, hidden).fiatTotal, currency)}
          </p>
        )}
      </QueryState>
    </Panel>
  )
}
