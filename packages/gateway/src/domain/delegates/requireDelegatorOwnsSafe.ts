import type { Address } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import { RuleViolationError } from '../errors/RuleViolationError'
import { readSafeOnChain } from '../safes/readSafeOnChain'

/**
 * A delegation for one Safe needs its delegator to own that Safe now (read live from the chain, as the transaction
 * service's `get_safe_owners`).
 * @returns the Safe's current owners.
 * @throws {SafeNotFoundError} when no Safe lives at `safe`.
 * @throws {RuleViolationError} when `delegator` is not among its owners.
 */
export async function requireDelegatorOwnsSafe(
  chain: ChainRuntime,
  { safe, delegator }: { safe: Address; delegator: Address },
): Promise<readonly Address[]> {
  const state = await readSafeOnChain({ client: chain.client, chainId: chain.config.chainId, address: safe })
  if (!state.owners.includes(delegator))
    throw new RuleViolationError(`Delegator ${delegator} is not an owner of Safe ${safe}`, {
      details: { delegator, safe },
    })
  return state.owners
}
