import { StrongroomError } from '@strongroom/protocol'

/** What an action did on chain (an execution, an approval) did not show at the gateway within the waiting time. */
export class SafeTxIndexingTimeoutError extends StrongroomError {
  override name = 'SafeTxIndexingTimeoutError'
}
