import {
  getSafeMessageHash,
  InvalidInputError,
  type ProposeSafeMessageBody,
  toSafeMessageContent,
} from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { requireChain } from '../chains/requireChain'
import { RuleViolationError } from '../errors/RuleViolationError'
import { publishSafeChange } from '../events/publishSafeChange'
import type { GatewayContext } from '../GatewayContext'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { requireSignableSafe } from '../safes/requireSignableSafe'
import { insertMessageConfirmation } from './insertMessageConfirmation'
import { insertSafeMessage } from './insertSafeMessage'
import { verifyMessageSignature } from './verifyMessageSignature'

/**
 * `POST /v1/chains/{chainId}/safes/{safe}/messages` (docs/gateway-api.md §4.17, docs/indexing.md §4.2): stores an off-chain
 * message with its proposer's signature. The SafeMessage hash is computed here from the content (EIP-191 text or
 * EIP-712 typed data) and the Safe's domain; the one signature must be a current owner's (read live from the chain).
 * A message already proposed is refused, so its first proposer and signature stay.
 * @returns the SafeMessage hash.
 * @throws {InvalidInputError} for typed data that does not match its types or text that Postgres cannot store.
 * @throws {ChainNotServedError} / {SafeNotFoundError} / {RuleViolationError} / {InvalidSignatureError}
 */
export async function proposeSafeMessage(
  { db, chains }: GatewayContext,
  { chainId, safe, body }: { chainId: string; safe: Address; body: ProposeSafeMessageBody },
): Promise<Hex> {
  const chain = requireChain(chains, chainId)
  const stored = JSON.stringify(body.message)
  // jsonb and text cannot hold U+0000, and dropping it would change what was signed.
  if (stored.includes('\\u0000') || body.origin?.includes('\u0000'))
    throw new InvalidInputError('Message and origin must not contain the character U+0000.')
  const content = toSafeMessageContent(body.message)
  const safeChainId = Number(chainId)
  const messageHash = getSafeMessageHash({ chainId: safeChainId, safeAddress: safe, message: content })

  const existing = await db.query('select 1 from safe_messages where chain_id = $1 and message_hash = $2', [
    chainId,
    messageHash,
  ])
  if (existing.length > 0)
    throw new RuleViolationError(`Message ${messageHash} already exists for Safe ${safe}`, { details: { messageHash } })

  const state = await readSafeOnChain({ client: chain.client, chainId, address: safe })

  requireSignableSafe(safe, state)
  const confirmation = await verifyMessageSignature({
    client: chain.client,
    chainId: safeChainId,
    safe,
    owners: state.owners,
    message: content,
    signature: body.signature as Hex,
  })

  await db.transaction(async (trx) => {
    const inserted = await insertSafeMessage(trx, {
      chainId,
      messageHash,
      safe,
      message: stored,
      safeAppId: body.safeAppId ?? null,
      origin: body.origin ?? null,
      proposedBy: confirmation.signer,
    })
    // Another request stored the same message between the check above and this insert.
    if (!inserted)
      throw new RuleViolationError(`Message ${messageHash} already exists for Safe ${safe}`, {
        details: { messageHash },
      })
    await insertMessageConfirmation(trx, { chainId, messageHash, confirmation })
    await publishSafeChange(trx, {
      chainId,
      safe,
      kinds: ['messages'],
      reason: 'message',
      notifications: [{ type: 'MESSAGE_CREATED', payload: { messageHash } }],
    })
  })
  return messageHash
}
