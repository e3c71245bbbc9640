import { StrongroomError } from '@strongroom/protocol'
import type { Hash } from 'viem'

/**
 * The steps of the Safe transaction actions: the app's own checks, the wallet's prompt, posting to the gateway, the
 * gas estimate, the block, and the gateway indexing the execution.
 */
export type SafeTxFlowStep = 'check' | 'wallet' | 'posting' | 'estimate' | 'mining' | 'indexing'

/**
 * A Safe transaction action failed at `step`. The message is the sentence the screen shows (never the wallet's or the
 * node's raw text); `hash` is the chain transaction's, once one was sent. Each action has its own subclass.
 */
export class SafeTxFlowError extends StrongroomError {
  override name = 'SafeTxFlowError'

  constructor(
    message: string,
    readonly step: SafeTxFlowStep,
    options: { cause?: unknown; hash?: Hash | undefined } = {},
  ) {
    super(message, { cause: options.cause, details: { step, hash: options.hash } })
    this.hash = options.hash
  }

  readonly hash: Hash | undefined
}
