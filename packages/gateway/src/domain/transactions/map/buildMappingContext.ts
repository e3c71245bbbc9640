import type { ChainRuntime } from '../../../chain-runtime/ChainRuntime'
import type { Db } from '../../../db/Db'
import { createAddressInfoResolver } from '../../address-info/AddressInfoResolver'
import { getChainDecoder } from '../../data-decoder/getChainDecoder'
import type { SafeAppsRegistry } from '../../safe-apps/safeAppsConfigSchema'
import type { SafeState } from '../../safes/SafeState'
import { loadTokens } from '../../tokens/loadTokens'
import type { TransactionMappingContext } from './TransactionMappingContext'

/**
 * Loads what mapping transactions needs: token metadata of every address they call (to tell token transfers and name
 * tokens), the chain's decoder and the Safe Apps registry (for `safeAppInfo`).
 */
export async function buildMappingContext({
  chain,
  db,
  safeApps,
  safe,
  addresses,
}: {
  chain: ChainRuntime
  db: Db
  safeApps: SafeAppsRegistry
  safe: SafeState
  /** Contracts the transactions call or use as gas token. */
  addresses: Iterable<string>
}): Promise<TransactionMappingContext> {
  const tokens = await loadTokens(db, chain.config.chainId, addresses)
  return {
    chainId: chain.config.chainId,
    safe,
    addressInfo: createAddressInfoResolver(tokens),
    tokens,
    decoder: getChainDecoder(chain.config),
    safeApps,
  }
}
