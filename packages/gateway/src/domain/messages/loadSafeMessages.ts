import { safeMessageContentSchema } from '@strongroom/protocol'
import { type Address, getAddress, type Hash, type Hex } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import type { SafeMessageRecord } from './SafeMessageRecord'

const address = z.string().transform((value) => getAddress(value))

const messageRowSchema = z.object({
  chain_id: z.string(),
  message_hash: z.string().transform((value) => value as Hash),
  safe: address,
  message: safeMessageContentSchema,
  safe_app_id: z.number().int().nullable(),
  origin: z.string().nullable(),
  proposed_by: address,
  created_at: z.date(),
  modified_at: z.date(),
})

const confirmationRowSchema = z.object({
  message_hash: z.string(),
  owner: address,
  signature: z.string().transform((value) => value as Hex),
  signature_type: z.enum(['EOA', 'ETH_SIGN', 'APPROVED_HASH', 'CONTRACT_SIGNATURE']),
  created_at: z.date(),
})

const COLUMNS = 'chain_id, message_hash, safe, message, safe_app_id, origin, proposed_by, created_at, modified_at'

async function withConfirmations(db: Db, chainId: string, rows: unknown[]): Promise<SafeMessageRecord[]> {
  const messages = rows.map((row) => messageRowSchema.parse(row))
  if (messages.length === 0) return []
  const confirmations = (
    await db.query(
      `select message_hash, owner, signature, signature_type, created_at from safe_message_confirmations
        where chain_id = $1 and message_hash = any($2::text[]) order by created_at, owner`,
      [chainId, messages.map((message) => message.message_hash)],
    )
  ).map((row) => confirmationRowSchema.parse(row))
  return messages.map((message) => ({
    chainId: message.chain_id,
    messageHash: message.message_hash,
    safe: message.safe,
    message: message.message,
    safeAppId: message.safe_app_id,
    origin: message.origin,
    proposedBy: message.proposed_by,
    createdAt: message.created_at,
    modifiedAt: message.modified_at,
    confirmations: confirmations
      .filter((confirmation) => confirmation.message_hash === message.message_hash)
      .map((confirmation) => ({
        owner: confirmation.owner,
        signature: confirmation.signature,
        signatureType: confirmation.signature_type,
        createdAt: confirmation.created_at,
      })),
  }))
}

/** A message by its SafeMessage hash on a chain, or null. */
export async function loadSafeMessage(db: Db, chainId: string, messageHash: Hash): Promise<SafeMessageRecord | null> {
  const rows = await db.query(`select ${COLUMNS} from safe_messages where chain_id = $1 and message_hash = $2`, [
    chainId,
    messageHash,
  ])
  return (await withConfirmations(db, chainId, rows))[0] ?? null
}

/** One page of a Safe's messages, newest first, and how many it has in all. */
export async function loadSafeMessagePage(
  db: Db,
  { chainId, safe, limit, offset }: { chainId: string; safe: Address; limit: number; offset: number },
): Promise<{ records: SafeMessageRecord[]; total: number }> {
  const rows = await db.query(
    `select ${COLUMNS} from safe_messages where chain_id = $1 and safe = $2
      order by created_at desc, message_hash limit $3 offset $4`,
    [chainId, safe, limit, offset],
  )
  const [count] = await db.query<{ total: number }>(
    'select count(*)::integer as total from safe_messages where chain_id = $1 and safe = $2',
    [chainId, safe],
  )
  return { records: await withConfirmations(db, chainId, rows), total: count?.total ?? 0 }
}
