import { StrongroomError } from '@strongroom/protocol'

/** A Safe transaction was executed on chain but the gateway did not show it within the waiting time. */
export class SafeTxIndexingTimeoutError extends StrongroomError {
  override name = 'SafeTxIndexingTimeoutError'
}
