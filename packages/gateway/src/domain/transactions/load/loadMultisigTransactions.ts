import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'
import type { Db } from '../../../db/Db'
import { type SqlCondition, sql, whereClause } from '../../sql/SqlCondition'
import type { ConfirmationRecord, MultisigTransactionRecord } from './MultisigTransactionRecord'

const address = z.string().transform((value) => getAddress(value))
const hex = z.string().transform((value) => value.toLowerCase() as Hex)
const uint = z.string().transform((value) => BigInt(value))

const multisigRowSchema = z.object({
  safe_tx_hash: hex,
  safe: address,
  to: address,
  value: uint,
  data: hex,
  operation: z.union([z.literal(0), z.literal(1)]),
  safe_tx_gas: uint,
  base_gas: uint,
  gas_price: uint,
  gas_token: address,
  refund_receiver: address,
  nonce: uint,
  proposer: address.nullable(),
  proposed_by_delegate: address.nullable(),
  origin: z.string().nullable(),
  trusted: z.boolean(),
  submitted_at: z.date(),
  modified_at: z.date(),
  tx_hash: hex.nullable(),
  block_number: z.number().int().nullable(),
  executor: address.nullable(),
  is_successful: z.boolean().nullable(),
  executed_at: z.date().nullable(),
  confirmations_required: z.number().int().nullable(),
})

const confirmationRowSchema = z.object({
  safe_tx_hash: hex,
  owner: address,
  signature: hex.nullable(),
  signature_type: z.enum(['EOA', 'ETH_SIGN', 'APPROVED_HASH', 'CONTRACT_SIGNATURE']),
  submitted_at: z.date(),
})

/** Executions whose call is unknown have no fields to map: loadUnavailableExecutions reads them. */
const KNOWN_FIELDS = sql('details_unavailable is null')

/** Columns of `multisig_transactions` the mappers read. */
const COLUMNS = `safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas, base_gas, gas_price, gas_token,
  refund_receiver, nonce, proposer, proposed_by_delegate, origin, trusted, submitted_at, modified_at, tx_hash,
  block_number, executor, is_successful, executed_at, confirmations_required`

/**
 * Multisig transactions of a chain with known fields matching `where`, in `orderBy` order, each with its confirmations (oldest first).
 * `orderBy` is trusted SQL written by callers in this folder, never user input.
 */
export async function loadMultisigTransactions(
  db: Db,
  {
    chainId,
    where = [],
    orderBy = 'nonce desc, submitted_at desc',
    limit,
    offset = 0,
  }: { chainId: string; where?: SqlCondition[]; orderBy?: string; limit?: number; offset?: number },
): Promise<MultisigTransactionRecord[]> {
  const clause = whereClause([{ sql: 'chain_id = ?', params: [chainId] }, KNOWN_FIELDS, ...where])
  const paging = limit === undefined ? '' : ` limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`
  const rows = await db.query(
    `select ${COLUMNS} from multisig_transactions ${clause.sql} order by ${orderBy}${paging}`,
    clause.params,
  )
  const transactions = rows.map((row) => multisigRowSchema.parse(row))
  const confirmations = await loadConfirmations(
    db,
    chainId,
    transactions.map((tx) => tx.safe_tx_hash),
  )
  return transactions.map((row) => ({
    safe: row.safe,
    safeTxHash: row.safe_tx_hash,
    to: row.to,
    value: row.value,
    data: row.data,
    operation: row.operation,
    safeTxGas: row.safe_tx_gas,
    baseGas: row.base_gas,
    gasPrice: row.gas_price,
    gasToken: row.gas_token,
    refundReceiver: row.refund_receiver,
    nonce: row.nonce,
    proposer: row.proposer,
    proposedByDelegate: row.proposed_by_delegate,
    origin: row.origin,
    trusted: row.trusted,
    submittedAt: row.submitted_at,
    modifiedAt: row.modified_at,
    execution:
      row.tx_hash !== null && row.block_number !== null && row.executed_at !== null
        ? {
            txHash: row.tx_hash,
            blockNumber: row.block_number,
            executor: row.executor,
            isSuccessful: row.is_successful ?? true,
            executedAt: row.executed_at,
            confirmationsRequired: row.confirmations_required,
          }
        : null,
    confirmations: confirmations.get(row.safe_tx_hash) ?? [],
  }))
}

/** Number of multisig transactions of a chain matching `where`. */
export async function countMultisigTransactions(
  db: Db,
  { chainId, where = [] }: { chainId: string; where?: SqlCondition[] },
): Promise<number> {
  const clause = whereClause([{ sql: 'chain_id = ?', params: [chainId] }, KNOWN_FIELDS, ...where])
  const [row] = await db.query<{ count: number | string }>(
    `select count(*)::integer as count from multisig_transactions ${clause.sql}`,
    clause.params,
  )
  return Number(row?.count ?? 0)
}

async function loadConfirmations(
  db: Db,
  chainId: string,
  safeTxHashes: Hex[],
): Promise<Map<Hex, ConfirmationRecord[]>> {
  const byHash = new Map<Hex, ConfirmationRecord[]>()
  if (safeTxHashes.length === 0) return byHash
  const rows = await db.query(
    `select safe_tx_hash, owner, signature, signature_type, submitted_at from multisig_confirmations
      where chain_id = $1 and safe_tx_hash = any($2::text[]) order by submitted_at, owner`,
    [chainId, safeTxHashes],
  )
  for (const row of rows.map((raw) => confirmationRowSchema.parse(raw))) {
    const list = byHash.get(row.safe_tx_hash) ?? []
    list.push({
      owner: row.owner,
      signature: row.signature,
      signatureType: row.signature_type,
      submittedAt: row.submitted_at,
    })
    byHash.set(row.safe_tx_hash, list)
  }
  return byHash
}

/** Condition: the transaction belongs to `safe`. */
export function ofSafe(safe: Address): SqlCondition {
  return { sql: 'safe = ?', params: [safe] }
}
