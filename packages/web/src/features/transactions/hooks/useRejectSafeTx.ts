import { useRef } from 'react'
import type { Address, Hex } from 'viem'
import { RejectSafeTxError } from '../actions/errors/RejectSafeTxError'
import { rejectSafeTx } from '../actions/rejectSafeTx'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { useSafeTxFlow } from './useSafeTxFlow'

/** {@link rejectSafeTx} with the connected wallet; a signed rejection that did not reach the gateway is kept per nonce. */
export function useRejectSafeTx(safe: Address) {
  const kept = useRef(new Map<bigint, Hex>())
  return useSafeTxFlow(
    safe,
    async (input: { review: SafeTxReview }, context) => {
      const { nonce } = input.review.tx
      try {
        const details = await rejectSafeTx({ ...input, signature: kept.current.get(nonce) }, context)
        kept.current.delete(nonce)
        return details
      } catch (error) {
        if (error instanceof RejectSafeTxError && error.signature) kept.current.set(nonce, error.signature)
        else kept.current.delete(nonce)
        throw error
      }
    },
    ({ review }) => `Reject transaction #${review.tx.nonce}`,
  )
}
