import { StrongroomError } from '@strongroom/protocol'

/** A Safe was deployed but the gateway did not report it within the waiting time. */
export class SafeIndexingTimeoutError extends StrongroomError {
  override name = 'SafeIndexingTimeoutError'
}
