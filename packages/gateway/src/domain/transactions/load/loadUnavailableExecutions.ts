import { detailsUnavailableSchema } from '@strongroom/protocol'
import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'
import type { Db } from '../../../db/Db'
import type { UnavailableExecutionRecord } from './UnavailableExecutionRecord'

const address = z.string().transform((value) => getAddress(value))
const hex = z.string().transform((value) => value.toLowerCase() as Hex)

const rowSchema = z.object({
  kind: z.enum(['MULTISIG', 'MODULE']),
  safe: address,
  key: hex,
  nonce: z.string().nullable(),
  tx_hash: hex,
  block_number: z.number().int(),
  log_index: z.number().int(),
  is_successful: z.boolean(),
  executed_at: z.date(),
  details_unavailable: detailsUnavailableSchema,
})

/**
 * Executions of `safe` whose details are unavailable: multisig ones by safeTxHash, module ones by transaction (each
 * list may be empty). The full rows of these tables are read by loadMultisigTransactions / loadModuleTransactions.
 */
export async function loadUnavailableExecutions(
  db: Db,
  {
    chainId,
    safe,
    safeTxHashes = [],
    moduleTxHashes = [],
  }: { chainId: string; safe: Address; safeTxHashes?: readonly string[]; moduleTxHashes?: readonly string[] },
): Promise<UnavailableExecutionRecord[]> {
  if (safeTxHashes.length === 0 && moduleTxHashes.length === 0) return []
  const rows = await db.query(
    `select 'MULTISIG' as kind, safe, safe_tx_hash as key, nonce::text as nonce, tx_hash, block_number, log_index,
            is_successful, executed_at, details_unavailable
       from multisig_transactions
      where chain_id = $1 and safe = $2 and safe_tx_hash = any($3::text[]) and details_unavailable is not null
     union all
     select 'MODULE', safe, module, null, tx_hash, block_number, log_index, is_successful, executed_at,
            details_unavailable
       from module_transactions
      where chain_id = $1 and safe = $2 and tx_hash = any($4::text[]) and details_unavailable is not null`,
    [chainId, safe, safeTxHashes, moduleTxHashes],
  )
  return rows.map((raw): UnavailableExecutionRecord => {
    const row = rowSchema.parse(raw)
    const common = {
      safe: row.safe,
      txHash: row.tx_hash,
      blockNumber: row.block_number,
      logIndex: row.log_index,
      isSuccessful: row.is_successful,
      executedAt: row.executed_at,
      reason: row.details_unavailable,
    }
    return row.kind === 'MULTISIG'
      ? { ...common, kind: 'MULTISIG', safeTxHash: row.key, nonce: BigInt(row.nonce ?? '0') }
      : { ...common, kind: 'MODULE', module: getAddress(row.key) }
  })
}
