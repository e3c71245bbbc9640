import {
  encodeSafeTxData,
  getSafeTxHash,
  type ProposeTransactionBody,
  parseProposeTransactionBody,
  type RecoveredSignature,
  type SafeTx,
  type TransactionDetails,
  toSafeTxTuple,
} from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import type { Db } from '../../db/Db'
import { requireChain } from '../chains/requireChain'
import { findDelegator } from '../delegates/findDelegator'
import { verifyDelegateProposal } from '../delegates/verifyDelegateProposal'
import { RuleViolationError } from '../errors/RuleViolationError'
import { publishSafeChange } from '../events/publishSafeChange'
import type { GatewayContext } from '../GatewayContext'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { requireSignableSafe } from '../safes/requireSignableSafe'
import { verifyOwnerSignatures } from '../signatures/verifyOwnerSignatures'
import { loadMultisigTransactionDetails } from './loadMultisigTransactionDetails'

/**
 * Stores the proposal (first one wins) and one confirmation per owner (first one wins), in one transaction, and
 * publishes the queue change: `proposal` for a new transaction, `confirmation` for new signatures on a known one.
 */
async function store(
  db: Db,
  {
    chainId,
    safe,
    safeTxHash,
    tx,
    proposer,
    proposedByDelegate,
    trusted,
    origin,
    signatures,
  }: {
    chainId: string
    safe: Address
    safeTxHash: Hex
    tx: SafeTx
    proposer: Address
    proposedByDelegate: Address | null
    trusted: boolean
    origin: string | null
    signatures: RecoveredSignature[]
  },
): Promise<void> {
  await db.transaction(async (trx) => {
    const created = await trx.query(
      `insert into multisig_transactions (chain_id, safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas,
         base_gas, gas_price, gas_token, refund_receiver, nonce, source, proposer, proposed_by_delegate, origin,
         trusted)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'offchain', $14, $15, $16, $17)
       on conflict (chain_id, safe_tx_hash) do nothing
       returning safe_tx_hash`,
      [chainId, safeTxHash, safe, ...toSafeTxTuple(tx), proposer, proposedByDelegate, origin, trusted],
    )
    const added: Address[] = []
    for (const signature of signatures) {
      const inserted = await trx.query(
        `insert into multisig_confirmations (chain_id, safe_tx_hash, owner, safe, signature, signature_type, source)
         values ($1, $2, $3, $4, $5, $6, 'offchain')
         on conflict (chain_id, safe_tx_hash, owner) do nothing
         returning owner`,
        [chainId, safeTxHash, signature.signer, safe, signature.signature.toLowerCase(), signature.kind],
      )
      if (inserted.length > 0) added.push(signature.signer)
    }
    if (added.length > 0)
      await trx.query(
        `update multisig_transactions set trusted = true, modified_at = now() where chain_id = $1 and safe_tx_hash = $2`,
        [chainId, safeTxHash],
      )
    if (created.length > 0)
      await publishSafeChange(trx, {
        chainId,
        safe,
        kinds: ['queue'],
        reason: 'proposal',
        // `signed: false` for a proposal without any owner's signature, so the owners' devices say so.
        notifications: [
          {
            type: 'PENDING_MULTISIG_TRANSACTION',
            payload: { safeTxHash, signed: added.length > 0 ? 'true' : 'false' },
          },
        ],
      })
    else if (added.length > 0)
      await publishSafeChange(trx, {
        chainId,
        safe,
        kinds: ['queue'],
        reason: 'confirmation',
        notifications: added.map((owner) => ({ type: 'NEW_CONFIRMATION' as const, payload: { safeTxHash, owner } })),
      })
  })
}

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
  if (tx.nonce < state.nonce)
    throw new RuleViolationError(`Nonce ${tx.nonce} is below the Safe's current nonce ${state.nonce}`, {
      details: { nonce: tx.nonce, safeNonce: state.nonce },
    })
  const executed = await db.query(
    `select safe_tx_hash from multisig_transactions
      where chain_id = $1 and safe = $2 and nonce = $3 and block_number is not null limit 1`,
    [chainId, safe, tx.nonce],
  )
  if (executed.length > 0)
    throw new RuleViolationError(`Nonce ${tx.nonce} was already executed`, { details: { nonce: tx.nonce } })

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

  await store(db, {
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
