import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { buttonClass } from '../../components/Button'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { QueryState } from '../../components/QueryState'
import { SkeletonFigure } from '../../components/Skeleton'
import { describeBalancesError, formatFiat, useSafeFiatTotal } from '../assets'

/** The Safe's total value (hidden tokens left out) with the ways in and out of it. */
export function OverviewPanel({ address, prefix }: { address: Address; prefix: string }) {
  const { query, currency } = useSafeFiatTotal(address)
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
      <QueryState
        query={query}
        loading="Loading the total value…"
        skeleton={<SkeletonFigure />}
        error={describeBalancesError}
      >
        {(total) => (
          <p className="dashboard__total" data-testid="dashboard-total">
            {formatFiat(total, currency)}
          </p>
        )}
      </QueryState>
    </Panel>
  )
}
