import { readSafeState, type SafeSettingsState, SENTINEL_ADDRESS, safeL2Abi } from '@strongroom/protocol'
import { type Address, type Client, getAddress, type Hex, keccak256, pad, sliceHex, toHex, zeroAddress } from 'viem'
import { getStorageAt, readContract } from 'viem/actions'

/** The Safe's configuration as its contract holds it: what the settings screens show and check changes against. */
export interface SafeSettings extends SafeSettingsState {
  modules: readonly Address[]
  nonce: bigint
  /** null without one. */
  guard: Address | null
  fallbackHandler: Address | null
}

// Fixed storage slots of Safe 1.4.1 (docs/indexing.md §1.3).
const GUARD_SLOT = keccak256(toHex('guard_manager.guard.address'))
const FALLBACK_HANDLER_SLOT = keccak256(toHex('fallback_manager.handler.address'))
const MODULES_PAGE = 50n
const MAX_MODULE_PAGES = 20

/**
 * Reads owners (in `getOwners()` order), threshold and nonce (protocol's `readSafeState`), modules (`getModulesPaginated`, page by page), guard and
 * fallback handler (their storage slots) from the Safe contract, never from the gateway: the linked-list predecessors
 * of a change are taken from these lists (docs/safe-settings.md §2).
 */
export async function readSafeSettings(client: Client, safe: Address): Promise<SafeSettings> {
  const [{ owners, threshold, nonce }, modules, guard, fallbackHandler] = await Promise.all([
    readSafeState(client, safe),
    readModules(client, safe),
    getStorageAt(client, { address: safe, slot: GUARD_SLOT }),
    getStorageAt(client, { address: safe, slot: FALLBACK_HANDLER_SLOT }),
  ])
  return {
    safe: getAddress(safe),
    owners,
    threshold,
    nonce,
    modules,
    guard: addressInSlot(guard),
    fallbackHandler: addressInSlot(fallbackHandler),
  }
}

async function readModules(client: Client, safe: Address): Promise<Address[]> {
  const modules: Address[] = []
  let start: Address = SENTINEL_ADDRESS
  for (let page = 0; page < MAX_MODULE_PAGES; page++) {
    const [batch, next] = await readContract(client, {
      address: safe,
      abi: safeL2Abi,
      functionName: 'getModulesPaginated',
      args: [start, MODULES_PAGE],
    })
    modules.push(...batch)
    if (batch.length === 0 || next === SENTINEL_ADDRESS || next === zeroAddress) break
    start = next
  }
  return modules
}

function addressInSlot(word: Hex | undefined): Address | null {
  if (!word || word === '0x') return null
  const address = getAddress(sliceHex(pad(word, { size: 32 }), 12))
  return address === zeroAddress ? null : address
}
