import { createSafeTx } from '@strongroom/protocol'
import { type Address, parseEther } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { reviewSafeTx } from '../actions/reviewSafeTx'
import { fakeSafeChain } from './fakeSafeChain'
import { signedConfirmation, transactionDetailsFixture } from './transactionDetailsFixture'

/**
 * A queued 1-ETH transfer at `nonce`, confirmed by `confirmedBy`, reviewed by `reviewSafeTx` as the screens review it
 * while the Safe (`owners`, `threshold`) is at `safeNonce`. `problems`: the gateway's answer is altered after signing,
 * so the review finds it untrustworthy.
 */
export async function reviewedSafeTx({
  chainId,
  safe,
  owners,
  threshold,
  nonce,
  safeNonce,
  confirmedBy,
  to = owners[owners.length - 1]!,
  problems = false,
}: {
  chainId: number
  safe: Address
  owners: Address[]
  threshold: number
  nonce: bigint
  safeNonce: bigint
  confirmedBy: PrivateKeyAccount[]
  to?: Address
  problems?: boolean
}) {
  const state = { owners, threshold, nonce: safeNonce }
  const tx = createSafeTx({ to, value: parseEther('1'), nonce })
  const details = transactionDetailsFixture({
    chainId,
    safe,
    tx,
    owners,
    threshold,
    confirmations: await Promise.all(confirmedBy.map((owner) => signedConfirmation(owner, { chainId, safe, tx }))),
  })
  if (problems) details.txData!.value = '1'
  return reviewSafeTx(fakeSafeChain({ chainId, safe, state }).client, { details, chainId, safe, chain: state })
}
