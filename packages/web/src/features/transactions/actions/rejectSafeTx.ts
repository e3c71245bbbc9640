import { buildProposeTransactionBody, createSafeTx, type TransactionDetails } from '@strongroom/protocol'
import type { Hex } from 'viem'
import { GatewayError } from '../../../lib/gateway/GatewayError'
import { proposeTransaction } from '../../../lib/gateway/proposeTransaction'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { describeSafeTxError } from './describeSafeTxError'
import { RejectSafeTxError } from './errors/RejectSafeTxError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { readSafeChainState } from './readSafeChainState'
import type { SafeTxReview } from './reviewSafeTx'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { signSafeTx } from './signSafeTx'

/**
 * Proposes the on-chain rejection of a queued transaction: a 0-value call of the Safe to itself, without data, at the
 * same nonce (docs/gateway-api.md §5.2 `isCancellation`), signed by this owner. Once executed it uses the nonce, so the
 * rejected transaction can never run. Proposing an existing rejection again adds this owner's confirmation to it.
 * A retry after a failed post passes the kept `signature`.
 * @returns the rejection's details as the gateway stored them (its `txId` leads to its screen).
 * @throws {RejectSafeTxError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function rejectSafeTx(
  { review, signature: kept }: { review: SafeTxReview; signature?: Hex | undefined },
  context: SafeTxFlowContext,
): Promise<TransactionDetails> {
  const { wallet, client, chainId, chainName, gatewayUrl, onProgress, signal } = context
  const { safe } = review
  const account = wallet.address
  const rejection = createSafeTx({ to: safe, nonce: review.tx.nonce })
  let step: SafeTxFlowStep = 'check'
  let signature = kept
  try {
    onProgress?.({ step: 'check' })
    assertOwnerMaySign(review, { account, acknowledgedControlChange: false, purpose: 'reject' })
    const chain = await readSafeChainState(client, safe)
    if (review.tx.nonce < chain.nonce)
      throw new SafeTxRefusedError(
        `Transaction #${review.tx.nonce} was executed or replaced meanwhile. Nothing was signed.`,
        'settled',
      )
    signal?.throwIfAborted()
    if (!signature) {
      step = 'wallet'
      onProgress?.({ step: 'wallet' })
      signature = (await signSafeTx(wallet, client, { chainId, safe, tx: rejection, chainName })).signature
      signal?.throwIfAborted()
    }
    step = 'posting'
    onProgress?.({ step: 'posting' })
    return await proposeTransaction({
      baseUrl: gatewayUrl,
      chainId,
      safe,
      body: buildProposeTransactionBody({ chainId, safe, tx: rejection, sender: account, signature }),
      ...(signal ? { signal } : {}),
    })
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    const sentence = describeSafeTxError(cause, chainName)
    if (step === 'posting' && cause instanceof GatewayError && cause.failure !== 'http')
      throw new RejectSafeTxError(
        `Your rejection is signed but did not reach the gateway: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)} Try again; your wallet will not be asked again.`,
        step,
        { cause, signature },
      )
    throw new RejectSafeTxError(sentence, step, { cause })
  }
}
