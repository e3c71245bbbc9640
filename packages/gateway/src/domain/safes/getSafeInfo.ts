import type { SafeInfo } from '@strongroom/protocol'
import type { Address } from 'viem'
import { createAddressInfoResolver } from '../address-info/AddressInfoResolver'
import { knownMasterCopies } from '../chains/knownMasterCopies'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import { getImplementationVersionState } from './getImplementationVersionState'
import { loadIndexedSafeState } from './loadIndexedSafeState'
import { loadSafeTags } from './loadSafeTags'
import { readSafeOnChain } from './readSafeOnChain'

/**
 * `GET /v1/chains/{chainId}/safes/{address}` (gateway-api.md §4.1). Owners, threshold, nonce, modules, guard, fallback
 * handler and singleton are read live from the chain, as the transaction service does: they are what the next
 * signature must satisfy, and the index may be a block behind. The tags come from the change log (loadSafeTags). A
 * Safe the index does not know yet is handed to the indexer (without waiting for its backfill).
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function getSafeInfo(
  { db, chains }: GatewayContext,
  { chainId, address }: { chainId: string; address: Address },
): Promise<SafeInfo> {
  const chain = requireChain(chains, chainId)
  const state = await readSafeOnChain({ client: chain.client, chainId, address })
  const [tags, indexed] = await Promise.all([
    loadSafeTags(db, { chainId, safe: address }),
    loadIndexedSafeState(db, chainId, address),
  ])
  if (!indexed && chain.indexer) {
    // Backfilling can take a while on a long chain; SafeInfo answers from the chain meanwhile, and any list request
    // waits for the same backfill (getSafeSnapshot).
    void chain.indexer.addSafe(address).catch(() => undefined)
  }
  const info = createAddressInfoResolver()
  return {
    address: info(address),
    chainId,
    nonce: Number(state.nonce),
    threshold: state.threshold,
    owners: state.owners.map(info),
    implementation: info(state.singleton ?? '0x0000000000000000000000000000000000000000'),
    implementationVersionState: getImplementationVersionState({
      version: state.version,
      singleton: state.singleton,
      recommendedVersion: chain.config.recommendedMasterCopyVersion,
      masterCopies: knownMasterCopies,
    }),
    modules: state.modules.length > 0 ? state.modules.map(info) : null,
    guard: state.guard ? info(state.guard) : null,
    fallbackHandler: state.fallbackHandler ? info(state.fallbackHandler) : null,
    version: state.version,
    ...tags,
  }
}
