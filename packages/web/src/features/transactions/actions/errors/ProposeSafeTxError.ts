import type { Hex } from 'viem'
import { SafeTxFlowError, type SafeTxFlowStep } from './SafeTxFlowError'

/**
 * Proposing a new Safe transaction failed at `step`. Once the wallet signed, `signature` keeps it, so a retry after a
 * failed post sends it again without a second prompt.
 */
export class ProposeSafeTxError extends SafeTxFlowError {
  override name = 'ProposeSafeTxError'

  constructor(message: string, step: SafeTxFlowStep, options: { cause?: unknown; signature?: Hex | undefined } = {}) {
    super(message, step, { cause: options.cause })
    this.signature = options.signature
  }

  readonly signature: Hex | undefined
}
