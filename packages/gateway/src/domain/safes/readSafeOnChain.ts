import { safeL2Abi } from '@strongroom/protocol'
import {
  type Address,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  sliceHex,
  stringToHex,
  zeroAddress,
} from 'viem'
import { SafeNotFoundError } from '../errors/SafeNotFoundError'
import { isNotASafeError } from './isNotASafeError'
import type { SafeState } from './SafeState'

/** Head of the owner and module linked lists in OwnerManager / ModuleManager. */
const SENTINEL = '0x0000000000000000000000000000000000000001'
const MODULES_PAGE = 50n
/** FallbackManager.FALLBACK_HANDLER_STORAGE_SLOT and GuardManager.GUARD_STORAGE_SLOT (Safe 1.4.1). */
const FALLBACK_HANDLER_SLOT = keccak256(stringToHex('fallback_manager.handler.address'))
const GUARD_SLOT = keccak256(stringToHex('guard_manager.guard.address'))
/** The proxy keeps its singleton in storage slot 0 (SafeProxy.sol). */
const SINGLETON_SLOT = '0x0'

function addressInSlot(word: Hex | undefined): Address | null {
  if (!word || word === '0x') return null
  const address = getAddress(sliceHex(word.padStart(66, '0') as Hex, 12, 32))
  return address === zeroAddress ? null : address
}

async function readModules(client: PublicClient, safe: Address): Promise<Address[]> {
  const modules: Address[] = []
  let start: Address = SENTINEL
  // A Safe may enable any number of modules; walk the linked list page by page (bounded against a hostile contract).
  for (let page = 0; page < 20; page++) {
    const [batch, next] = await client.readContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'getModulesPaginated',
      args: [start, MODULES_PAGE],
    })
    modules.push(...batch)
    if (next === SENTINEL || next === zeroAddress || batch.length === 0) break
    start = next
  }
  return modules
}

/**
 * Reads a Safe's configuration live from the chain, as the transaction service's Safe-info endpoint does: the answer a
 * signer must rely on (the index may lag a block behind).
 * @throws {SafeNotFoundError} when the address holds no Safe (no code, reverts, undecodable answers).
 */
export async function readSafeOnChain({
  client,
  chainId,
  address,
}: {
  client: PublicClient
  chainId: string
  address: Address
}): Promise<SafeState> {
  try {
    const contract = { address, abi: safeL2Abi } as const
    const [owners, threshold, nonce, modules, singletonWord, handlerWord, guardWord, version] = await Promise.all([
      client.readContract({ ...contract, functionName: 'getOwners' }),
      client.readContract({ ...contract, functionName: 'getThreshold' }),
      client.readContract({ ...contract, functionName: 'nonce' }),
      readModules(client, address),
      client.getStorageAt({ address, slot: SINGLETON_SLOT }),
      client.getStorageAt({ address, slot: FALLBACK_HANDLER_SLOT }),
      client.getStorageAt({ address, slot: GUARD_SLOT }),
      client.readContract({ ...contract, functionName: 'VERSION' }).catch((error: unknown) => {
        if (isNotASafeError(error)) return null
        throw error
      }),
    ])
    if (owners.length === 0 || threshold === 0n) throw new SafeNotFoundError({ chainId, address })
    return {
      address,
      owners: owners.map((owner) => getAddress(owner)),
      threshold: Number(threshold),
      nonce,
      modules: modules.map((module) => getAddress(module)),
      guard: addressInSlot(guardWord),
      fallbackHandler: addressInSlot(handlerWord),
      singleton: addressInSlot(singletonWord),
      version,
    }
  } catch (error) {
    if (isNotASafeError(error)) throw new SafeNotFoundError({ chainId, address, cause: error })
    throw error
  }
}
