import type { Nonces } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import { loadRecommendedNonce } from './loadRecommendedNonce'
import { readSafeOnChain } from './readSafeOnChain'

/**
 * `/safes/{address}/nonces`: the Safe's live on-chain nonce and the recommended one for a new transaction.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function getNonces(
  { db, chains }: GatewayContext,
  { chainId, address }: { chainId: string; address: Address },
): Promise<Nonces> {
  const chain = requireChain(chains, chainId)
  const state = await readSafeOnChain({ client: chain.client, chainId, address })
  const recommended = await loadRecommendedNonce(db, { chainId, safe: address, safeNonce: state.nonce })
  return { currentNonce: Number(state.nonce), recommendedNonce: Number(recommended) }
}
