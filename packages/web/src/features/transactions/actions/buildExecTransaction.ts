import { encodeExecTransaction, joinSignatures, type SignatureInput } from '@strongroom/protocol'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import type { SafeTxReview } from './reviewSafeTx'

/** The `execTransaction` call of a reviewed transaction: its signatures and calldata. */
export interface ExecTransactionCall {
  signatures: Hex
  data: Hex
  /** Whether the executor's own approval is among the signatures (sign-and-execute). */
  includesExecutorApproval: boolean
}

/**
 * Builds the `execTransaction` calldata from the review's verified confirmations only, as many as the contract's
 * threshold needs. With `signAndExecute`, an owner who has not confirmed adds an approved-hash entry (v = 1, the
 * owner as r): the Safe accepts it because that owner is msg.sender (Safe.sol `checkNSignatures`), so signing and
 * executing take one wallet prompt.
 * @throws {SafeTxRefusedError} (`missing-confirmations`) saying how many confirmations are missing.
 */
export function buildExecTransaction(
  review: SafeTxReview,
  { executor, signAndExecute }: { executor: Address; signAndExecute: boolean },
): ExecTransactionCall {
  const { threshold } = review.chain
  const verified = review.confirmations.flatMap((entry) => (entry.status === 'verified' ? [entry] : []))
  const entries: SignatureInput[] = []
  const hasOwn = verified.some(({ signer }) => isAddressEqual(signer, executor))
  const includesExecutorApproval = signAndExecute && !hasOwn
  if (includesExecutorApproval) entries.push({ signer: executor, data: '0x', kind: 'APPROVED_HASH' })
  // The executor's own confirmation first, so it is never the one left out.
  const ordered = [...verified].sort(
    (a, b) => Number(isAddressEqual(b.signer, executor)) - Number(isAddressEqual(a.signer, executor)),
  )
  for (const { signer, signature } of ordered) if (entries.length < threshold) entries.push({ signer, data: signature })
  if (entries.length < threshold) {
    const missing = threshold - entries.length
    throw new SafeTxRefusedError(
      `This transaction needs ${missing} more confirmation${missing === 1 ? '' : 's'} before it can be executed.`,
      'missing-confirmations',
      { details: { threshold, confirmations: entries.length } },
    )
  }
  const signatures = joinSignatures(entries)
  return { signatures, data: encodeExecTransaction({ tx: review.tx, signatures }), includesExecutorApproval }
}
