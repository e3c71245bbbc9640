import type { DetailsUnavailable } from '@strongroom/protocol'

/**
 * The sentence for an execution whose call is unknown, as the history row says it and the indexer logs it
 * (docs/gateway-api.md §5.2).
 */
export function describeUnavailableExecution(reason: DetailsUnavailable): string {
  switch (reason) {
    case 'no-tracing':
      return 'Executed, details unavailable: another contract called the Safe, and this chain’s node cannot trace transactions to show what it ran.'
    case 'not-in-trace':
      return 'Executed, details unavailable: the trace of this transaction holds no call to the Safe that explains its execution.'
    case 'hash-mismatch':
      return 'Executed, details unavailable: the call sent to the Safe does not hash to the safeTxHash the Safe logged, so it is not shown.'
  }
}
