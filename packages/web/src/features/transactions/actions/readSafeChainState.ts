import { safeL2Abi } from '@strongroom/protocol'
import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'

/** What the Safe contract itself says about who may sign and what runs next. */
export interface SafeChainState {
  owners: readonly Address[]
  threshold: number
  /** The nonce the Safe executes next. */
  nonce: bigint
}

/**
 * Reads owners, threshold and nonce from the Safe on chain, so the review checks confirmations against the contract
 * rather than the gateway's word.
 */
export async function readSafeChainState(client: Client, safe: Address): Promise<SafeChainState> {
  const [owners, threshold, nonce] = await Promise.all([
    readContract(client, { address: safe, abi: safeL2Abi, functionName: 'getOwners' }),
    readContract(client, { address: safe, abi: safeL2Abi, functionName: 'getThreshold' }),
    readContract(client, { address: safe, abi: safeL2Abi, functionName: 'nonce' }),
  ])
  return { owners, threshold: Number(threshold), nonce }
}
