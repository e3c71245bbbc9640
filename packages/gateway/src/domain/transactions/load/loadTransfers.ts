import { getAddress, type Hex } from 'viem'
import { z } from 'zod'
import type { Db } from '../../../db/Db'
import { type SqlCondition, whereClause } from '../../sql/SqlCondition'
import { tokenRowSchema } from '../../tokens/loadTokens'
import type { TransferRecord } from './TransferRecord'

const address = z.string().transform((value) => getAddress(value))
const hex = z.string().transform((value) => value.toLowerCase() as Hex)
const uint = z.string().transform((value) => BigInt(value))

const transferRowSchema = z.object({
  safe: address,
  type: z.enum(['ETHER', 'ERC20', 'ERC721']),
  direction: z.enum(['INCOMING', 'OUTGOING']),
  token_address: address.nullable(),
  from: address,
  to: address,
  value: uint.nullable(),
  token_id: uint.nullable(),
  executed_at: z.date(),
  tx_hash: hex,
  block_number: z.number().int(),
  log_index: z.number().int(),
  token_type: z.string().nullable(),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
  token_decimals: z.number().int().nullable(),
  token_logo_uri: z.string().nullable(),
  token_trusted: z.boolean().nullable(),
})

function toRecord(row: z.output<typeof transferRowSchema>): TransferRecord {
  const token =
    row.token_address && row.token_type
      ? tokenRowSchema.parse({
          address: row.token_address,
          type: row.token_type,
          name: row.token_name,
          symbol: row.token_symbol,
          decimals: row.token_decimals,
          logo_uri: row.token_logo_uri,
          trusted: row.token_trusted ?? false,
        })
      : null
  return {
    safe: row.safe,
    type: row.type,
    direction: row.direction,
    tokenAddress: row.token_address,
    from: row.from,
    to: row.to,
    value: row.value,
    tokenId: row.token_id,
    executedAt: row.executed_at,
    txHash: row.tx_hash,
    blockNumber: row.block_number,
    logIndex: row.log_index,
    token,
  }
}

const SELECT = `select t.safe, t.type, t.direction, t.token_address, t."from", t."to", t.value, t.token_id,
    t.executed_at, t.tx_hash, t.block_number, t.log_index, k.type as token_type, k.name as token_name,
    k.symbol as token_symbol, k.decimals as token_decimals, k.logo_uri as token_logo_uri, k.trusted as token_trusted
  from transfers t left join tokens k on k.chain_id = t.chain_id and k.address = t.token_address`

/** Newest first: the order of the incoming-transfers list and, within one transaction, of the history. */
export const NEWEST_TRANSFERS_FIRST = 't.executed_at desc, t.block_number desc, t.log_index desc'

/**
 * Transfers of a chain matching `where` (columns of `transfers` prefixed `t.`), in `orderBy` order (newest first by
 * default), with token metadata. `orderBy` is trusted SQL written by callers in this folder, never user input.
 */
export async function loadTransfers(
  db: Db,
  {
    chainId,
    where = [],
    orderBy = NEWEST_TRANSFERS_FIRST,
    limit,
    offset = 0,
  }: { chainId: string; where?: SqlCondition[]; orderBy?: string; limit?: number; offset?: number },
): Promise<TransferRecord[]> {
  const clause = whereClause([{ sql: 't.chain_id = ?', params: [chainId] }, ...where])
  const paging = limit === undefined ? '' : ` limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`
  const rows = await db.query(`${SELECT} ${clause.sql} order by ${orderBy}${paging}`, clause.params)
  return rows.map((row) => toRecord(transferRowSchema.parse(row)))
}

/** Number of transfers of a chain matching `where`. */
export async function countTransfers(
  db: Db,
  { chainId, where = [] }: { chainId: string; where?: SqlCondition[] },
): Promise<number> {
  const clause = whereClause([{ sql: 't.chain_id = ?', params: [chainId] }, ...where])
  const [row] = await db.query<{ count: number }>(
    `select count(*)::integer as count from transfers t ${clause.sql}`,
    clause.params,
  )
  return Number(row?.count ?? 0)
}
