import { SafeTxFlowError } from './SafeTxFlowError'

/**
 * Signing a SafeTx and posting it to the gateway (a proposal, a confirmation or a rejection; an offline export signed
 * here or sent: `signAndProposeSafeTx`) failed at `step`. A wallet signature that did not reach the gateway is not
 * lost: it stays in the context's `keptSignatures`, and the next attempt posts it without a second wallet prompt.
 */
export class SignAndProposeError extends SafeTxFlowError {
  override name = 'SignAndProposeError'
}
