import { StrongroomError } from '@strongroom/protocol'
import type { Hash } from 'viem'

/** The step of a deployment that failed: the wallet's approval, the block, or the gateway indexing the Safe. */
export type DeployStep = 'wallet' | 'mining' | 'indexing'

/**
 * A Safe deployment failed at `step`. The message is the sentence the page shows (the wallet's or chain's error
 * turned into words, never raw); `hash` is the transaction's, once the wallet sent it.
 */
export class DeploySafeError extends StrongroomError {
  override name = 'DeploySafeError'

  constructor(
    message: string,
    readonly step: DeployStep,
    readonly hash: Hash | undefined,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause, details: { step, hash } })
  }
}
