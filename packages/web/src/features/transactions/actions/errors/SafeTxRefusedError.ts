import { StrongroomError } from '@strongroom/protocol'

/**
 * Why the app refuses to sign or execute a Safe transaction before asking the wallet anything:
 * - `untrusted`: the gateway's answer does not hold up (its fields do not give its safeTxHash, or a confirmation does
 *   not verify); see the review's problems.
 * - `blocked`: a guardrail blocks it (an untrusted DELEGATE call, a batch that cannot be read).
 * - `unacknowledged`: it changes who controls the Safe and the owner has not acknowledged that.
 * - `not-owner`: the connected account is not an owner of the Safe.
 * - `already-confirmed`: this owner's confirmation is already there.
 * - `settled`: the Safe's nonce has passed it: it was executed, or replaced by another transaction.
 * - `nonce-not-next`: another transaction must be executed first.
 * - `missing-confirmations`: too few valid confirmations to execute.
 * - `wrong-chain`: the wallet is on another network.
 * - `wallet-mismatch`: the wallet returned a signature of something other than what the screen shows.
 * - `reverts`: the network would reject (or rejected) the execution; the sentence gives the reason.
 * - `name-changed`: an ENS name of the review no longer resolves to the address reviewed (or cannot be checked).
 */
export type SafeTxRefusal =
  | 'untrusted'
  | 'blocked'
  | 'unacknowledged'
  | 'not-owner'
  | 'already-confirmed'
  | 'settled'
  | 'nonce-not-next'
  | 'missing-confirmations'
  | 'wrong-chain'
  | 'wallet-mismatch'
  | 'reverts'
  | 'name-changed'

/** A Safe transaction action was refused by the app's own rules; the message says why, in a sentence. */
export class SafeTxRefusedError extends StrongroomError {
  override name = 'SafeTxRefusedError'
  readonly reason: SafeTxRefusal

  constructor(
    message: string,
    reason: SafeTxRefusal,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause, details: { reason, ...options.details } })
    this.reason = reason
  }
}
