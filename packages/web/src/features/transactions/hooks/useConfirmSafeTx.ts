import { useRef } from 'react'
import type { Address, Hash, Hex } from 'viem'
import { confirmSafeTx } from '../actions/confirmSafeTx'
import { ConfirmSafeTxError } from '../actions/errors/ConfirmSafeTxError'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { useSafeTxFlow } from './useSafeTxFlow'

/**
 * {@link confirmSafeTx} with the connected wallet. A signature that did not reach the gateway is kept (per
 * safeTxHash) and posted again by the next attempt, without a second wallet prompt.
 */
export function useConfirmSafeTx(safe: Address) {
  const kept = useRef(new Map<Hash, Hex>())
  return useSafeTxFlow(
    safe,
    async (input: { review: SafeTxReview; acknowledgedControlChange: boolean }, context) => {
      const { safeTxHash } = input.review
      try {
        const details = await confirmSafeTx({ ...input, signature: kept.current.get(safeTxHash) }, context)
        kept.current.delete(safeTxHash)
        return details
      } catch (error) {
        if (error instanceof ConfirmSafeTxError && error.signature) kept.current.set(safeTxHash, error.signature)
        else kept.current.delete(safeTxHash)
        throw error
      }
    },
    ({ review }) => `Confirm transaction #${review.tx.nonce}`,
  )
}
