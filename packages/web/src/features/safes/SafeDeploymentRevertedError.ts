import { StrongroomError } from '@strongroom/protocol'

/** The Safe deployment transaction was mined but reverted (for instance the address was taken meanwhile). */
export class SafeDeploymentRevertedError extends StrongroomError {
  override name = 'SafeDeploymentRevertedError'
}
