import type { Address } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import { currentRequestOrigin } from '../requests/requestOrigin'
import type { SafeState } from './SafeState'

/**
 * Hands a Safe the index lacks (found on chain: `live`) to the chain's indexer, on behalf of the client of the current
 * request; a signed-in owner of the Safe is served before anonymous clients (docs/rpc-providers.md §4). Resolves once
 * the Safe is followed; nothing without an indexer in this process.
 * @throws {TooManyRequestsError} past the client's share of new Safes or the chain's bounds.
 */
export async function followSafe(chain: ChainRuntime, address: Address, live: SafeState): Promise<void> {
  if (!chain.indexer) return
  const origin = currentRequestOrigin()
  if (!origin) return chain.indexer.addSafe(address)
  const account = (await origin.signedInAccount?.()) ?? null
  await chain.indexer.addSafe(address, {
    clientKey: origin.clientKey,
    owner: account !== null && live.owners.includes(account),
  })
}
