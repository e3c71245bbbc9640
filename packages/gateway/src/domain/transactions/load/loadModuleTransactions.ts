import { getAddress, type Hex } from 'viem'
import { z } from 'zod'
import type { Db } from '../../../db/Db'
import { type SqlCondition, whereClause } from '../../sql/SqlCondition'
import type { ModuleTransactionRecord } from './ModuleTransactionRecord'

const address = z.string().transform((value) => getAddress(value))
const hex = z.string().transform((value) => value.toLowerCase() as Hex)

const moduleRowSchema = z
  .object({
    safe: address,
    module: address,
    to: address,
    value: z.string().transform((value) => BigInt(value)),
    data: hex,
    operation: z.union([z.literal(0), z.literal(1)]),
    is_successful: z.boolean(),
    executed_at: z.date(),
    tx_hash: hex,
    block_number: z.number().int(),
    log_index: z.number().int(),
  })
  .transform(
    (row): ModuleTransactionRecord => ({
      safe: row.safe,
      module: row.module,
      to: row.to,
      value: row.value,
      data: row.data,
      operation: row.operation,
      isSuccessful: row.is_successful,
      executedAt: row.executed_at,
      txHash: row.tx_hash,
      blockNumber: row.block_number,
      logIndex: row.log_index,
    }),
  )

const WHERE_CHAIN = { sql: 'chain_id = ?' }
/** Module transactions whose call is unknown have no fields to map: loadUnavailableExecutions reads them. */
const KNOWN_FIELDS = { sql: 'details_unavailable is null', params: [] }

/** Newest first: the order of the module-transactions list. */
export const NEWEST_MODULE_TRANSACTIONS_FIRST = 'executed_at desc, block_number desc, log_index desc'

/**
 * Module transactions of a chain matching `where`, in `orderBy` order (newest first by default). `orderBy` is trusted
 * SQL written by callers in this folder, never user input.
 */
export async function loadModuleTransactions(
  db: Db,
  {
    chainId,
    where = [],
    orderBy = NEWEST_MODULE_TRANSACTIONS_FIRST,
    limit,
    offset = 0,
  }: { chainId: string; where?: SqlCondition[]; orderBy?: string; limit?: number; offset?: number },
): Promise<ModuleTransactionRecord[]> {
  const clause = whereClause([{ ...WHERE_CHAIN, params: [chainId] }, KNOWN_FIELDS, ...where])
  const paging = limit === undefined ? '' : ` limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`
  const rows = await db.query(
    `select safe, module, "to", value, data, operation, is_successful, executed_at, tx_hash, block_number, log_index
       from module_transactions ${clause.sql}
      order by ${orderBy}${paging}`,
    clause.params,
  )
  return rows.map((row) => moduleRowSchema.parse(row))
}

/** Number of module transactions of a chain matching `where`. */
export async function countModuleTransactions(
  db: Db,
  { chainId, where = [] }: { chainId: string; where?: SqlCondition[] },
): Promise<number> {
  const clause = whereClause([{ ...WHERE_CHAIN, params: [chainId] }, KNOWN_FIELDS, ...where])
  const [row] = await db.query<{ count: number }>(
    `select count(*)::integer as count from module_transactions ${clause.sql}`,
    clause.params,
  )
  return Number(row?.count ?? 0)
}
