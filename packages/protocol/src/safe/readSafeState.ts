import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'
import { safeL2Abi } from './abis/safeL2Abi'

/** What the Safe contract itself says about who may sign and what runs next. */
export interface SafeChainState {
  owners: readonly Address[]
  threshold: number
  /** The nonce the Safe executes next. */
  nonce: bigint
}

/**
 * Reads owners (in `getOwners()` order), threshold and nonce from the Safe contract through `client`, so that
 * confirmations, proposals and settings changes are checked against the chain rather than the gateway's word.
 * @throws the client's error when the node cannot answer (no Safe at `safe`, node down).
 */
export async function readSafeState(client: Client, safe: Address): Promise<SafeChainState> {
  const contract = { address: safe, abi: safeL2Abi } as const
  const [owners, threshold, nonce] = await Promise.all([
    readContract(client, { ...contract, functionName: 'getOwners' }),
    readContract(client, { ...contract, functionName: 'getThreshold' }),
    readContract(client, { ...contract, functionName: 'nonce' }),
  ])
  return { owners, threshold: Number(threshold), nonce }
}
