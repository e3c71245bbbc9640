import type { Address } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import type { Db } from '../../db/Db'
import { followSafe } from './followSafe'
import { loadIndexedSafeState } from './loadIndexedSafeState'
import { readSafeOnChain } from './readSafeOnChain'
import type { SafeState } from './SafeState'

/**
 * The Safe state that transaction lists and details are computed against: the indexed one, so that statuses agree
 * with the indexed executions (no transient "CANCELLED" while an execution is being indexed). A Safe the index does
 * not know yet is checked on chain, handed to the indexer to backfill, and answered from the chain meanwhile.
 * @throws {SafeNotFoundError} when no Safe lives at the address.
 */
export async function getSafeSnapshot({
  chain,
  db,
  address,
}: {
  chain: ChainRuntime
  db: Db
  address: Address
}): Promise<SafeState> {
  const chainId = chain.config.chainId
  const indexed = await loadIndexedSafeState(db, chainId, address)
  if (indexed) return indexed
  const live = await readSafeOnChain({ client: chain.client, chainId, address })
  // Refused past the client's share of new Safes (429): the lists of a Safe the index lacks cannot be answered. Once
  // followed, the lists hold the history backfilled so far (the Safe's indexing status says how far back).
  await followSafe(chain, address, live)
  return (await loadIndexedSafeState(db, chainId, address)) ?? live
}
