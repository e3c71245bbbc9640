import type { TransactionDetails } from '@strongroom/protocol'
import { readSafeState } from '@strongroom/protocol'
import type { Address } from 'viem'
import { getTransactionDetails } from '../../../lib/gateway/getTransactionDetails'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import type { SafeTxReview } from './reviewSafeTx'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { signAndProposeSafeTx } from './signAndProposeSafeTx'

/**
 * Confirms a queued Safe transaction: the review's verdict (`assertOwnerMaySign`), then a fresh look at the chain and
 * the gateway (executed, replaced or already confirmed meanwhile: nothing is signed twice), the wallet's signature and
 * the post (`signAndProposeSafeTx`). A retry after a failed post posts the kept signature without a second prompt.
 * @returns the transaction's details as the gateway stored them.
 * @throws {SignAndProposeError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function confirmSafeTx(
  { review, acknowledgedControlChange }: { review: SafeTxReview; acknowledgedControlChange: boolean },
  context: SafeTxFlowContext,
): Promise<TransactionDetails> {
  const account = context.wallet.address
  const { details } = await signAndProposeSafeTx(
    {
      safe: review.safe,
      tx: review.tx,
      signed: 'Your signature is made',
      check: async (kept) => {
        assertOwnerMaySign(review, { account, acknowledgedControlChange })
        if (!kept) await assertStillAwaiting(review, account, context)
      },
    },
    context,
  )
  return details
}

/**
 * The chain's nonce and the gateway's current view, just before the wallet opens: a transaction executed or replaced
 * meanwhile, or confirmed by this owner in another window, is not signed again.
 */
export async function assertStillAwaiting(
  review: SafeTxReview,
  account: Address,
  { client, gatewayUrl, chainId, signal }: SafeTxFlowContext,
): Promise<void> {
  const [chain, fresh] = await Promise.all([
    readSafeState(client, review.safe),
    getTransactionDetails({ baseUrl: gatewayUrl, chainId, transactionId: review.txId, ...(signal ? { signal } : {}) }),
  ])
  if (review.tx.nonce < chain.nonce || !['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION'].includes(fresh.txStatus))
    throw new SafeTxRefusedError(
      `Transaction #${review.tx.nonce} was executed or replaced meanwhile. Nothing was signed.`,
      'settled',
    )
  const execution = fresh.detailedExecutionInfo
  if (
    execution?.type === 'MULTISIG' &&
    execution.confirmations.some(({ signer }) => signer.value.toLowerCase() === account.toLowerCase())
  )
    throw new SafeTxRefusedError('You have already confirmed this transaction.', 'already-confirmed')
}
