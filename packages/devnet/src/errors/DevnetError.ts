import { StrongroomError } from '@strongroom/protocol'

/**
 * Base of the devnet's own failures (local node, deployments, scripted transactions). Bad arguments are reported with
 * protocol's `InvalidInputError` instead, so callers can tell "you asked for something impossible" from "the chain
 * misbehaved".
 */
export class DevnetError extends StrongroomError {
  override name = 'DevnetError'
}
