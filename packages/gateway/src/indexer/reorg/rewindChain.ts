import { type SafeChangeKind, safeChangeKindSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import { combineSafeChanges } from '../../domain/events/combineSafeChanges'
import { publishSafeChanges } from '../../domain/events/publishSafeChanges'
import type { SingletonVersions } from '../fetch/SingletonVersions'
import { recomputeSafeStates } from '../state/recomputeSafeStates'
import { executionColumns } from '../write/rangeTables'

/**
 * Undoes everything the chain told us from block `fork` on (docs/indexing.md §3.6, as the transaction service's
 * recover_from_reorg): deletes chain-derived rows at or after it, clears the execution of off-chain proposals that
 * lost it (proposals and off-chain confirmations stay), forgets Safes created there, recomputes the other Safes'
 * states from the events that remain and moves the checkpoint back to `fork`. Every Safe that lost something gets a
 * `reorg` change of the lists it lost rows from (all of them for a Safe that is gone). Run inside one transaction.
 * @returns Safes added by address whose initial state came from the removed blocks; the caller adds them again.
 */
export async function rewindChain(
  tx: Db,
  options: { chainId: string; fork: number; indexer: string; versions: SingletonVersions },
): Promise<Address[]> {
  const { chainId, fork } = options
  const params = [chainId, fork]
  const lost: { safe: Address; kinds: readonly SafeChangeKind[] }[] = []
  const note = (rows: { safe: Address }[], kinds: readonly SafeChangeKind[]) => {
    for (const row of rows) lost.push({ safe: row.safe, kinds })
  }
  const readd = await tx.query<{ address: Address }>(
    `delete from safes where chain_id = $1 and source = 'manual'
       and (creation_block_number >= $2 or (creation_tx_hash is null and initial_block >= $2))
     returning address`,
    params,
  )
  const forgotten = await tx.query<{ safe: Address }>(
    `delete from safes where chain_id = $1 and source = 'factory' and creation_block_number >= $2
     returning address as safe`,
    params,
  )
  note(forgotten, safeChangeKindSchema.options)
  note(
    readd.map((row) => ({ safe: row.address })),
    safeChangeKindSchema.options,
  )
  const touched = await tx.query<{ safe: Address }>(
    'select distinct safe from safe_events where chain_id = $1 and block_number >= $2',
    params,
  )
  note(touched, ['safe', 'queue', 'history', 'messages'])
  await tx.query('delete from safe_events where chain_id = $1 and block_number >= $2', params)
  note(
    await tx.query('delete from module_transactions where chain_id = $1 and block_number >= $2 returning safe', params),
    ['history', 'balances'],
  )
  const transfers = await tx.query<{ safe: Address; type: string }>(
    'delete from transfers where chain_id = $1 and block_number >= $2 returning safe, type',
    params,
  )
  for (const row of transfers)
    lost.push({ safe: row.safe, kinds: row.type === 'ERC721' ? ['history', 'collectibles'] : ['history', 'balances'] })
  note(
    await tx.query(
      `delete from multisig_confirmations where chain_id = $1 and source = 'onchain' and block_number >= $2
       returning safe`,
      params,
    ),
    ['queue'],
  )
  note(
    await tx.query(
      `delete from multisig_transactions where chain_id = $1 and source = 'onchain' and block_number >= $2
       returning safe`,
      params,
    ),
    ['queue', 'history', 'balances', 'safe'],
  )
  note(
    await tx.query(
      `update multisig_transactions set ${executionColumns.map((column) => `${column} = null`).join(', ')},
         modified_at = now()
       where chain_id = $1 and block_number >= $2
       returning safe`,
      params,
    ),
    ['queue', 'history', 'balances', 'safe'],
  )
  await tx.query('delete from blocks where chain_id = $1 and number >= $2', params)
  const remaining = await tx.query<{ address: Address }>(
    'select address from safes where chain_id = $1 and address = any($2)',
    [chainId, touched.map((row) => row.safe)],
  )
  await recomputeSafeStates(
    tx,
    chainId,
    remaining.map((row) => row.address),
    options.versions,
  )
  await tx.query(
    `update indexer_checkpoints set next_block = $3, updated_at = now()
     where chain_id = $1 and indexer = $2 and next_block > $3`,
    [chainId, options.indexer, fork],
  )
  const changes = combineSafeChanges(lost.map((entry) => ({ chainId, ...entry, reason: 'reorg' as const })))
  await publishSafeChanges(tx, changes)
  return readd.map((row) => row.address)
}
