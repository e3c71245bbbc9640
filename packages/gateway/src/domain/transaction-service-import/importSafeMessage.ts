import {
  getSafeMessageHash,
  type RecoveredSignature,
  type SafeMessageContent,
  type TransactionServiceImportItem,
  toSafeMessageContent,
  transactionServiceMessageSchema,
} from '@strongroom/protocol'
import { getAddress, type Hash } from 'viem'
import { publishSafeChange } from '../events/publishSafeChange'
import { insertMessageConfirmation } from '../messages/insertMessageConfirmation'
import { insertSafeMessage } from '../messages/insertSafeMessage'
import { verifyMessageSignature } from '../messages/verifyMessageSignature'
import { describeRefusal, describeShapeProblem, hasUnstorableText } from './describeItemProblem'
import type { ImportTarget } from './importPendingTransaction'
import { refusedItem } from './refusedItem'

/**
 * Imports one off-chain message a Safe Transaction Service listed, checked as a message proposed to this gateway is
 * (docs/indexing.md §4.2): its SafeMessage hash is recomputed from the content and the Safe's domain (it must equal
 * the service's messageHash), and each confirmation must verify as a current owner's signature of it, by the owner the
 * service names. The message and its verified confirmations are stored in one transaction (a message already here
 * gains the missing ones); a message with no verified signature, or failing a rule, is refused and nothing is stored.
 */
export async function importSafeMessage(
  { db, client, chainId, safe, state }: ImportTarget,
  raw: unknown,
): Promise<TransactionServiceImportItem> {
  const refuse = (problem: string, more: string[] = []) =>
    refusedItem({ kind: 'message', raw, hashKey: 'messageHash' }, [problem, ...more])
  const parsed = transactionServiceMessageSchema.safeParse(raw)
  if (!parsed.success)
    return refuse(`The service listed a message in a shape it does not have: ${describeShapeProblem(parsed.error)}.`)
  const record = parsed.data
  if (getAddress(record.safe) !== safe) return refuse(`It belongs to another Safe, ${record.safe}.`)
  if (hasUnstorableText([record.message, record.origin]))
    return refuse('It holds text that cannot be stored (U+0000 or a lone UTF-16 surrogate).')

  let content: SafeMessageContent
  let messageHash: Hash
  try {
    content = toSafeMessageContent(record.message)
    messageHash = getSafeMessageHash({ chainId: Number(chainId), safeAddress: safe, message: content })
  } catch (error) {
    return refuse(describeRefusal(error))
  }
  if (messageHash !== record.messageHash.toLowerCase())
    return refuse(
      `Its content hashes to ${messageHash}, not to the messageHash the service gave: it was altered, or is for another chain.`,
    )

  const problems: string[] = []
  const confirmations: RecoveredSignature[] = []
  for (const confirmation of record.confirmations) {
    const owner = getAddress(confirmation.owner)
    try {
      const recovered = await verifyMessageSignature({
        client,
        chainId: Number(chainId),
        safe,
        owners: state.owners,
        message: content,
        signature: confirmation.signature,
      })
      if (recovered.signer !== owner)
        problems.push(`The signature said to be ${owner}'s was made by ${recovered.signer}.`)
      else if (!confirmations.some((known) => known.signer === owner)) confirmations.push(recovered)
    } catch (error) {
      problems.push(`The signature of ${owner} does not verify: ${describeRefusal(error)}`)
    }
  }
  if (confirmations.length === 0)
    return refuse('No owner signature of it verified, so nothing an owner approved is there to import.', problems)

  const signers = confirmations.map((confirmation) => confirmation.signer)
  const claimedProposer = record.proposedBy ? getAddress(record.proposedBy) : null
  await db.transaction(async (trx) => {
    const created = await insertSafeMessage(trx, {
      chainId,
      messageHash,
      safe,
      message: JSON.stringify(record.message),
      safeAppId: null,
      origin: record.origin && record.origin !== 'null' ? record.origin : null,
      proposedBy: claimedProposer && signers.includes(claimedProposer) ? claimedProposer : signers[0]!,
      createdAt: record.created ? new Date(record.created) : null,
    })
    let added = 0
    for (const confirmation of confirmations)
      if (await insertMessageConfirmation(trx, { chainId, messageHash, confirmation })) added++
    if (!created && added === 0) return
    if (!created)
      await trx.query('update safe_messages set modified_at = now() where chain_id = $1 and message_hash = $2', [
        chainId,
        messageHash,
      ])
    await publishSafeChange(trx, {
      chainId,
      safe,
      kinds: ['messages'],
      reason: created ? 'message' : 'message-confirmation',
    })
  })
  return {
    kind: 'message',
    hash: messageHash,
    nonce: null,
    outcome: 'imported',
    confirmations: signers.length,
    problems,
  }
}
