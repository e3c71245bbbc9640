import type { OfflineSafeTx } from '@strongroom/protocol'
import { readSafeState } from '@strongroom/protocol'
import { isAddressEqual } from 'viem'
import { assertOwnerMaySign } from '../actions/assertOwnerMaySign'
import { describeSafeTxError } from '../actions/describeSafeTxError'
import type { SafeTxFlowStep } from '../actions/errors/SafeTxFlowError'
import { SafeTxRefusedError } from '../actions/errors/SafeTxRefusedError'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import type { SafeTxFlowContext } from '../actions/SafeTxFlowContext'
import { signSafeTx } from '../actions/signSafeTx'
import { OfflineSafeTxFlowError } from './OfflineSafeTxFlowError'
import { toOfflineSafeTx } from './toOfflineSafeTx'

/**
 * Adds the connected owner's signature to an imported transaction without the gateway (docs/offline-signing.md §3):
 * the review's verdict (`assertOwnerMaySign`), the Safe's nonce read again from the chain, then the wallet's signature
 * (`signSafeTx`, recovered against the hash computed here). Nothing is sent anywhere.
 * @returns the export with the verified signatures and this owner's, ready to be carried back.
 * @throws {OfflineSafeTxFlowError} naming the step that failed, with a sentence.
 */
export async function signOfflineSafeTx(
  {
    review,
    acknowledgedControlChange,
    origin,
  }: { review: SafeTxReview; acknowledgedControlChange: boolean; origin?: string | undefined },
  context: SafeTxFlowContext,
): Promise<OfflineSafeTx> {
  const { wallet, client, chainId, chainName, onProgress, signal } = context
  const account = wallet.address
  let step: SafeTxFlowStep = 'check'
  try {
    onProgress?.({ step: 'check' })
    assertOwnerMaySign(review, { account, acknowledgedControlChange })
    if (review.confirmations.some((entry) => entry.status === 'verified' && isAddressEqual(entry.signer, account)))
      throw new SafeTxRefusedError('You have already signed this transaction.', 'already-confirmed')
    const chain = await readSafeState(client, review.safe)
    if (review.tx.nonce < chain.nonce)
      throw new SafeTxRefusedError(
        `Transaction #${review.tx.nonce} was executed or replaced meanwhile. Nothing was signed.`,
        'settled',
      )
    signal?.throwIfAborted()
    step = 'wallet'
    onProgress?.({ step: 'wallet' })
    const { signature } = await signSafeTx(wallet, client, { chainId, safe: review.safe, tx: review.tx, chainName })
    const exported = toOfflineSafeTx(review, origin)
    return { ...exported, signatures: [...exported.signatures, { signer: account, signature }] }
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new OfflineSafeTxFlowError(describeSafeTxError(cause, chainName), step, { cause })
  }
}
