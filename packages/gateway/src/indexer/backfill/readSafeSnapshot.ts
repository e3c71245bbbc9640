import { InvalidInputError, isContractCallRejection, safeL2Abi } from '@strongroom/protocol'
import type { Address, PublicClient } from 'viem'
import { addressInSlot } from '../decode/addressInSlot'

/** Linked-list sentinel of OwnerManager / ModuleManager. */
const SENTINEL = '0x0000000000000000000000000000000000000001'
/** keccak256("fallback_manager.handler.address") (FallbackManager.sol). */
const FALLBACK_HANDLER_SLOT = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5'
/** keccak256("guard_manager.guard.address") (GuardManager.sol). */
const GUARD_SLOT = '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8'
const MAX_MODULES = 100n

/** A Safe's state read from the chain at one block (for Safes whose SafeSetup lies before the indexed blocks). */
export type SafeSnapshot = {
  owners: Address[]
  threshold: number
  nonce: bigint
  modules: Address[]
  guard: Address | null
  fallbackHandler: Address | null
  singleton: Address | null
}

/**
 * Reads owners, threshold, nonce, modules, guard, fallback handler and singleton (storage slot 0) of `address` at
 * `blockNumber`.
 * @throws {InvalidInputError} when there is no contract there or it does not answer like a Safe; the node's own
 *   failures as they are.
 */
export async function readSafeSnapshot(
  client: PublicClient,
  address: Address,
  blockNumber: number,
): Promise<SafeSnapshot> {
  const at = { blockNumber: BigInt(blockNumber) }
  const code = await client.getCode({ address, ...at })
  if (!code || code === '0x')
    throw new InvalidInputError(`There is no contract at ${address} (block ${blockNumber}).`, {
      details: { address, blockNumber },
    })
  const contract = { address, abi: safeL2Abi } as const
  const notASafe = (cause?: unknown) =>
    new InvalidInputError(`The contract at ${address} is not a Safe.`, { cause, details: { address } })
  // Only the chain's "no" (a revert, an answer that does not decode) says it is not a Safe; a node that failed or timed
  // out fails the backfill as it is (the step is retried), never as a verdict on the address.
  const [owners, threshold, nonce, [modules], fallbackWord, guardWord, singletonWord] = await Promise.all([
    client.readContract({ ...contract, functionName: 'getOwners', ...at }),
    client.readContract({ ...contract, functionName: 'getThreshold', ...at }),
    client.readContract({ ...contract, functionName: 'nonce', ...at }),
    client.readContract({ ...contract, functionName: 'getModulesPaginated', args: [SENTINEL, MAX_MODULES], ...at }),
    client.getStorageAt({ address, slot: FALLBACK_HANDLER_SLOT, ...at }),
    client.getStorageAt({ address, slot: GUARD_SLOT, ...at }),
    client.getStorageAt({ address, slot: '0x0', ...at }),
  ]).catch((error: unknown) => {
    throw isContractCallRejection(error) ? notASafe(error) : error
  })
  if (owners.length === 0) throw notASafe()
  return {
    owners: [...owners],
    threshold: Number(threshold),
    nonce,
    modules: [...modules],
    guard: addressInSlot(guardWord),
    fallbackHandler: addressInSlot(fallbackWord),
    singleton: addressInSlot(singletonWord),
  }
}
