import type { SafeInfo } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import type { Db } from '../../db/Db'
import { createAddressInfoResolver } from '../address-info/AddressInfoResolver'
import { knownMasterCopies } from '../chains/knownMasterCopies'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import { followSafe } from './followSafe'
import { getImplementationVersionState } from './getImplementationVersionState'
import { loadIndexedSafeState } from './loadIndexedSafeState'
import { loadSafeTags } from './loadSafeTags'
import { readSafeOnChain } from './readSafeOnChain'
import type { SafeState } from './SafeState'
import { waitForIndexedSafe } from './waitForIndexedSafe'

/**
 * `GET /v1/chains/{chainId}/safes/{address}` (docs/gateway-api.md §4.1), from the indexed state: the same view the
 * transaction lists, owners' Safes and overviews are computed from, so that whatever a client reads after SafeInfo is
 * never older than it (SafeInfo read live at the head showed an execution's new nonce while the queue still listed the
 * executed transaction as next, issue 12). The tags come from the change log (loadSafeTags). A Safe the index does not
 * know yet is first given a moment for the index to reach the head (a Safe just created through a factory is then
 * indexed); one still unknown then is handed to the indexer (without waiting for its backfill) and answered from the
 * chain meanwhile.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function getSafeInfo(
  { db, chains }: GatewayContext,
  { chainId, address }: { chainId: string; address: Address },
): Promise<SafeInfo> {
  const chain = requireChain(chains, chainId)
  const state = (await loadIndexedSafeState(db, chainId, address)) ?? (await readNotYetIndexed(chain, db, address))
  const tags = await loadSafeTags(db, { chainId, safe: address })
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

/** A Safe the index does not hold: proven on chain (404 otherwise), then taken from the index once it has caught up. */
async function readNotYetIndexed(chain: ChainRuntime, db: Db, address: Address): Promise<SafeState> {
  const chainId = chain.config.chainId
  const live = await readSafeOnChain({ client: chain.client, chainId, address })
  const indexed = await waitForIndexedSafe({ chain, db, address })
  if (indexed) return indexed
  // Backfilling can take a while on a long chain; SafeInfo answers from the chain meanwhile, and any list request
  // waits for the same backfill (getSafeSnapshot).
  // Past the client's share of new Safes the addition is refused; SafeInfo still answers from the chain.
  void followSafe(chain, address, live).catch(() => undefined)
  return live
}
