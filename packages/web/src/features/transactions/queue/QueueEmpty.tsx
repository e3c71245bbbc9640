import { ListChecks } from 'lucide-react'
import { paths, type SafeRef } from '../../../app/paths'
import { buttonClass } from '../../../components/Button'
import { Link } from '../../../components/Link'
import { EmptyState } from '../../../components/QueryState'

/** An empty queue: what comes here, and for an owner the way to propose one. */
export function QueueEmpty({ safe, canPropose }: { safe: SafeRef; canPropose: boolean }) {
  return canPropose ? (
    <EmptyState
      icon={ListChecks}
      action={
        <Link className={buttonClass('secondary', 'small')} href={paths.safe(safe, 'newTransaction', {})}>
          Propose a transaction
        </Link>
      }
    >
      No transactions are waiting. Propose one: it waits here until enough owners have signed it.
    </EmptyState>
  ) : (
    <EmptyState icon={ListChecks}>
      No transactions are waiting. New proposals appear here as soon as an owner makes them.
    </EmptyState>
  )
}
