import {
  assessSafeTx,
  encodeTransactionId,
  getSafeDomainHash,
  getSafeTxMessageHash,
  type OfflineSafeTx,
  OfflineSafeTxError,
  type SafeChainState,
} from '@strongroom/protocol'
import { type Address, type Client, isAddressEqual } from 'viem'
import { onChainMessagesOf } from '../actions/onChainMessagesOf'
import { readReviewTokens } from '../actions/readReviewTokens'
import { type CheckedConfirmation, checkConfirmation, type SafeTxReview } from '../actions/reviewSafeTx'

/**
 * Reviews an imported export exactly as a gateway answer is reviewed (docs/offline-signing.md §3): the hashes
 * computed here from its fields (protocol's decoder already refused a file whose safeTxHash does not match them), each
 * signature verified with `checkConfirmation` against the Safe's owners read from the contract, the guardrails
 * applied. A signature that does not verify is a problem that turns signing and executing off.
 * @throws {OfflineSafeTxError} when the export is for another network or another Safe than the screen's.
 * @throws the client's error when the chain cannot be read.
 */
export async function reviewOfflineSafeTx(
  client: Client,
  {
    offline,
    chainId,
    safe,
    chain,
    blindSigning = false,
  }: {
    offline: OfflineSafeTx
    chainId: number
    safe: Address
    chain: SafeChainState
    /** The user's blind-signing setting (docs/web-security.md §2.2). */
    blindSigning?: boolean | undefined
  },
): Promise<SafeTxReview> {
  if (offline.chainId !== chainId)
    throw new OfflineSafeTxError(
      `This export is for another network (chain id ${offline.chainId}); this app serves chain id ${chainId}.`,
    )
  if (!isAddressEqual(offline.safe, safe))
    throw new OfflineSafeTxError(
      `This export is for another Safe, ${offline.safe}: open the import screen of that Safe to read it.`,
    )
  const { tx, safeTxHash } = offline
  const params = { chainId, safeAddress: offline.safe, tx }
  const confirmations: CheckedConfirmation[] = []
  const problems: SafeTxReview['problems'] = []
  for (const [index, { signer, signature }] of offline.signatures.entries()) {
    const checked = await checkConfirmation(client, {
      chainId,
      safe: offline.safe,
      tx,
      owners: chain.owners,
      executor: undefined,
      // The order of the export stands in for the gateway's submission times.
      confirmation: { signer: { value: signer }, signature, submittedAt: index },
      earlier: confirmations,
    })
    confirmations.push(checked)
    if (checked.status === 'invalid') problems.push({ kind: 'confirmation', message: checked.message })
  }
  const assessment = assessSafeTx({ safe: offline.safe, tx, owners: chain.owners })
  return {
    chainId,
    safe: offline.safe,
    tx,
    domainHash: getSafeDomainHash(params),
    messageHash: getSafeTxMessageHash(tx),
    safeTxHash,
    txId: encodeTransactionId({ type: 'MULTISIG', safeAddress: offline.safe, safeTxHash }),
    state: tx.nonce < chain.nonce ? 'settled' : 'pending',
    chain,
    assessment,
    // A file carries no stored message: a message it signs on chain is shown as its hash.
    messages: onChainMessagesOf({ chainId, safe: offline.safe, assessment }),
    blindSigning,
    tokens: await readReviewTokens(client, { safe: offline.safe, tx }),
    confirmations,
    problems,
  }
}
