import {
  encodeSafeTxData,
  getSafeTxHash,
  type ProposeTransactionBody,
  parseProposeTransactionBody,
  type TransactionDetails,
} from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import { findDelegator } from '../delegates/findDelegator'
import { verifyDelegateProposal } from '../delegates/verifyDelegateProposal'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { GatewayContext } from '../GatewayContext'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { requireSignableSafe } from '../safes/requireSignableSafe'
import { verifyOwnerSignatures } from '../signatures/verifyOwnerSignatures'
import { loadMultisigTransactionDetails } from './loadMultisigTransactionDetails'
import { requireOpenNonce } from './requireOpenNonce'
import { storeProposal } from './storeProposal'

/**
 * `POST /v1/chains/{chainId}/transactions/{safe}/propose` (docs/gateway-api.md §4.12, docs/indexing.md §4.1): validates a proposal
 * against the live Safe and stores it with its signatures. Re-posting the same safeTxHash with more signatures adds the
 * new owners' confirmations, which is how Safe{Wallet} confirms; concurrent confirmations by different owners all stay.
 *
 * Rules (422 each): the safeTxHash must match the fields; the nonce must not be below the Safe's nor already executed;
 * the sender must be an owner or a delegate of one; every signature must be valid and by a distinct owner; with
 * signatures, the sender must be one of the signers. A delegate proposes alone: at most its own one signature, which
 * makes the proposal trusted but is no confirmation; the delegator is recorded as proposer.
 * @throws {ChainNotServedError} / {SafeNotFoundError} / {RuleViolationError} / {InvalidSignatureError}
 */
export async function proposeTransaction(
  { db, chains, safeApps }: GatewayContext,
  { chainId, safe, proposal }: { chainId: string; safe: Address; proposal: ProposeTransactionBody },
): Promise<TransactionDetails> {
  const chain = requireChain(chains, chainId)
  const { tx, safeTxHash: claimedHash, sender, signatures: blob, origin } = parseProposeTransactionBody(proposal)
  const chainNumber = Number(chainId)
  const safeTxHash = getSafeTxHash({ chainId: chainNumber, safeAddress: safe, tx })
  if (safeTxHash !== claimedHash)
    throw new RuleViolationError(
      `safeTxHash ${proposal.safeTxHash} does not match the transaction fields (they hash to ${safeTxHash})`,
      { details: { given: proposal.safeTxHash, computed: safeTxHash } },
    )

  const state = await readSafeOnChain({ client: chain.client, chainId, address: safe })

  requireSignableSafe(safe, state)
  await requireOpenNonce(db, { chainId, safe, nonce: tx.nonce, safeNonce: state.nonce })

  // A delegate may propose for its delegator; its own signature never becomes a confirmation (docs/indexing.md §4.1).
  const delegator = state.owners.includes(sender)
    ? null
    : await findDelegator(db, { chainId, safe, delegate: sender, owners: state.owners })
  if (!state.owners.includes(sender) && !delegator)
    throw new RuleViolationError(`Sender ${sender} is not an owner of the Safe`, {
      details: { sender, delegate: false },
    })

  if (blob && delegator)
    await verifyDelegateProposal({
      client: chain.client,
      chainId: chainNumber,
      safe,
      tx,
      safeTxHash,
      delegate: sender,
      signature: blob,
    })
  const signatures =
    blob && !delegator
      ? await verifyOwnerSignatures({
          client: chain.client,
          safe,
          owners: state.owners,
          hash: safeTxHash,
          preimage: encodeSafeTxData({ chainId: chainNumber, safeAddress: safe, tx }),
          signatures: blob,
        })
      : []
  if (signatures.length > 0 && !signatures.some((signature) => signature.signer === sender))
    throw new RuleViolationError(`Sender ${sender} is not among the signers`, { details: { sender } })

  await storeProposal(db, {
    chainId,
    safe,
    safeTxHash,
    tx,
    proposer: delegator ?? sender,
    proposedByDelegate: delegator ? sender : null,
    trusted: blob !== null,
    origin,
    signatures,
  })
  const details = await loadMultisigTransactionDetails({ db, chain, safeApps, safeTxHash, safe })
  if (!details) throw new Error(`Proposal ${safeTxHash} vanished right after it was stored`)
  return details
}
