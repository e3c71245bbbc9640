import type { SafeMessageDetails } from '@strongroom/protocol'
import type { Hash } from 'viem'
import { createAddressInfoResolver } from '../address-info/AddressInfoResolver'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import { getSafeSnapshot } from '../safes/getSafeSnapshot'
import { buildSafeMessage } from './buildSafeMessage'
import { loadSafeMessage } from './loadSafeMessages'
import { SafeMessageNotFoundError } from './SafeMessageNotFoundError'

/**
 * `GET /v1/chains/{chainId}/messages/{messageHash}`: one message, its status against the Safe's current state.
 * @throws {ChainNotServedError} / {SafeMessageNotFoundError} / {SafeNotFoundError}
 */
export async function getSafeMessage(
  { db, chains, safeApps }: GatewayContext,
  { chainId, messageHash }: { chainId: string; messageHash: Hash },
): Promise<SafeMessageDetails> {
  const chain = requireChain(chains, chainId)
  const record = await loadSafeMessage(db, chainId, messageHash)
  if (!record) throw new SafeMessageNotFoundError({ chainId, messageHash })
  const safe = await getSafeSnapshot({ chain, db, address: record.safe })
  return buildSafeMessage(record, { safe, safeApps, addressInfo: createAddressInfoResolver() })
}
