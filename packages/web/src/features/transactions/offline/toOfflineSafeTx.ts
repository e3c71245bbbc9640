import type { OfflineSafeTx } from '@strongroom/protocol'
import type { SafeTxReview } from '../actions/reviewSafeTx'

/**
 * What a reviewed transaction exports (docs/offline-signing.md §1): its fields and only the confirmations the app
 * verified, each as the one-signer bytes the Safe checks; a confirmation that did not verify is never passed on.
 */
export function toOfflineSafeTx(review: SafeTxReview, origin?: string): OfflineSafeTx {
  return {
    chainId: review.chainId,
    safe: review.safe,
    tx: review.tx,
    safeTxHash: review.safeTxHash,
    signatures: review.confirmations.flatMap((entry) =>
      entry.status === 'verified' ? [{ signer: entry.signer, signature: entry.signature }] : [],
    ),
    ...(origin ? { origin } : {}),
  }
}
