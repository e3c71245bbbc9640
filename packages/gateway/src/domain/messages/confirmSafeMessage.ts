import { toSafeMessageContent } from '@strongroom/protocol'
import type { Hash, Hex } from 'viem'
import { requireChain } from '../chains/requireChain'
import { RuleViolationError } from '../errors/RuleViolationError'
import { publishSafeChange } from '../events/publishSafeChange'
import type { GatewayContext } from '../GatewayContext'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { requireSignableSafe } from '../safes/requireSignableSafe'
import { insertMessageConfirmation } from './insertMessageConfirmation'
import { loadSafeMessage } from './loadSafeMessages'
import { SafeMessageNotFoundError } from './SafeMessageNotFoundError'
import { verifyMessageSignature } from './verifyMessageSignature'

/**
 * `POST /v1/chains/{chainId}/messages/{messageHash}/signatures` (docs/gateway-api.md §4.17): adds one more owner's signature
 * to a stored message, bumps its `modified` time and publishes a messages change (SafeInfo.messagesTag, live updates).
 * The signer must be a current owner who has not signed it yet.
 * @throws {ChainNotServedError} / {SafeMessageNotFoundError} / {RuleViolationError} / {InvalidSignatureError}
 */
export async function confirmSafeMessage(
  { db, chains }: GatewayContext,
  { chainId, messageHash, signature }: { chainId: string; messageHash: Hash; signature: Hex },
): Promise<void> {
  const chain = requireChain(chains, chainId)
  const record = await loadSafeMessage(db, chainId, messageHash)
  if (!record) throw new SafeMessageNotFoundError({ chainId, messageHash })

  const state = await readSafeOnChain({ client: chain.client, chainId, address: record.safe })

  requireSignableSafe(record.safe, state)
  const confirmation = await verifyMessageSignature({
    client: chain.client,
    chainId: Number(chainId),
    safe: record.safe,
    owners: state.owners,
    message: toSafeMessageContent(record.message),
    signature,
  })

  await db.transaction(async (trx) => {
    const inserted = await insertMessageConfirmation(trx, {
      chainId,
      messageHash: record.messageHash,
      confirmation,
    })
    if (!inserted)
      throw new RuleViolationError(`Owner ${confirmation.signer} already signed message ${record.messageHash}`, {
        details: { owner: confirmation.signer, messageHash: record.messageHash },
      })
    await trx.query('update safe_messages set modified_at = now() where chain_id = $1 and message_hash = $2', [
      chainId,
      record.messageHash,
    ])
    await publishSafeChange(trx, {
      chainId,
      safe: record.safe,
      kinds: ['messages'],
      reason: 'message-confirmation',
      notifications: [
        { type: 'MESSAGE_CONFIRMATION', payload: { messageHash: record.messageHash, owner: confirmation.signer } },
      ],
    })
  })
}
