import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import { followSafe } from './followSafe'
import { loadIndexedSafeState } from './loadIndexedSafeState'
import { readSafeOnChain } from './readSafeOnChain'

/**
 * Resolves when a Safe lives at the address: one the index holds, or else one found on chain (then handed to the
 * indexer, as SafeInfo does, without waiting for its backfill).
 * @throws {ChainNotServedError} / {SafeNotFoundError} (the same answers as `safes/{address}`)
 */
export async function requireSafe(
  { db, chains }: GatewayContext,
  { chainId, address }: { chainId: string; address: Address },
): Promise<void> {
  const chain = requireChain(chains, chainId)
  if (await loadIndexedSafeState(db, chainId, address)) return
  const live = await readSafeOnChain({ client: chain.client, chainId, address })
  void followSafe(chain, address, live).catch(() => undefined)
}
