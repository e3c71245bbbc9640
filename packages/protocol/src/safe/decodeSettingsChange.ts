import {
  type Address,
  decodeFunctionData,
  getAbiItem,
  type Hex,
  isHex,
  parseAbiItem,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { InvalidInputError } from '../errors'
import { safeL2Abi } from './abis/safeL2Abi'

/**
 * A Safe configuration change, in the vocabulary of the gateway's `SettingsChange.settingsInfo` (GTS names;
 * CGW later renamed CHANGE_IMPLEMENTATION to CHANGE_MASTER_COPY).
 */
export type SettingsChange =
  | { type: 'ADD_OWNER'; owner: Address; threshold: number }
  | { type: 'REMOVE_OWNER'; owner: Address; threshold: number }
  | { type: 'SWAP_OWNER'; oldOwner: Address; newOwner: Address }
  | { type: 'CHANGE_THRESHOLD'; threshold: number }
  | { type: 'CHANGE_IMPLEMENTATION'; implementation: Address }
  | { type: 'ENABLE_MODULE'; module: Address }
  | { type: 'DISABLE_MODULE'; module: Address }
  | { type: 'SET_GUARD'; guard: Address }
  | { type: 'DELETE_GUARD' }
  | { type: 'SET_FALLBACK_HANDLER'; handler: Address }

const settingsAbi = [
  getAbiItem({ abi: safeL2Abi, name: 'addOwnerWithThreshold' }),
  getAbiItem({ abi: safeL2Abi, name: 'removeOwner' }),
  getAbiItem({ abi: safeL2Abi, name: 'swapOwner' }),
  getAbiItem({ abi: safeL2Abi, name: 'changeThreshold' }),
  // Not in Safe 1.4.1 (upgrades go through SafeMigration); older master copies had it and the gateway still maps it.
  parseAbiItem('function changeMasterCopy(address _masterCopy)'),
  getAbiItem({ abi: safeL2Abi, name: 'enableModule' }),
  getAbiItem({ abi: safeL2Abi, name: 'disableModule' }),
  getAbiItem({ abi: safeL2Abi, name: 'setGuard' }),
  getAbiItem({ abi: safeL2Abi, name: 'setFallbackHandler' }),
] as const

const settingsSelectors = new Set(settingsAbi.map((item) => toFunctionSelector(item)))

/**
 * Reads the settings change a Safe calls on itself from the call's data; `null` when the selector is not one of the
 * nine settings methods. Whether the call really is a settings change (to = the Safe itself, value 0, CALL) is the
 * caller's rule, as in the gateway's transaction-info mapping.
 * @throws {InvalidInputError} for non-hex data, or a settings selector whose arguments do not decode or hold a threshold
 * beyond 2^53.
 */
export function decodeSettingsChange({ data }: { data: Hex }): SettingsChange | null {
  if (!isHex(data, { strict: true }) || data.length % 2 !== 0)
    throw new InvalidInputError('Call data must be 0x-prefixed hex with whole bytes.', { details: { data } })
  const hex = data.toLowerCase() as Hex
  if (hex.length < 10 || !settingsSelectors.has(hex.slice(0, 10) as Hex)) return null
  let call: ReturnType<typeof decodeFunctionData<typeof settingsAbi>>
  try {
    call = decodeFunctionData({ abi: settingsAbi, data: hex })
  } catch (cause) {
    throw new InvalidInputError('Settings-change call data does not decode.', {
      cause,
      details: { selector: hex.slice(0, 10) },
    })
  }
  switch (call.functionName) {
    case 'addOwnerWithThreshold':
      return { type: 'ADD_OWNER', owner: call.args[0], threshold: toThreshold(call.args[1]) }
    case 'removeOwner':
      return { type: 'REMOVE_OWNER', owner: call.args[1], threshold: toThreshold(call.args[2]) }
    case 'swapOwner':
      return { type: 'SWAP_OWNER', oldOwner: call.args[1], newOwner: call.args[2] }
    case 'changeThreshold':
      return { type: 'CHANGE_THRESHOLD', threshold: toThreshold(call.args[0]) }
    case 'changeMasterCopy':
      return { type: 'CHANGE_IMPLEMENTATION', implementation: call.args[0] }
    case 'enableModule':
      return { type: 'ENABLE_MODULE', module: call.args[0] }
    case 'disableModule':
      return { type: 'DISABLE_MODULE', module: call.args[1] }
    case 'setGuard':
      // setGuard(0x0) removes the guard (GuardManager.sol)
      return call.args[0] === zeroAddress ? { type: 'DELETE_GUARD' } : { type: 'SET_GUARD', guard: call.args[0] }
    case 'setFallbackHandler':
      return { type: 'SET_FALLBACK_HANDLER', handler: call.args[0] }
  }
}

function toThreshold(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new InvalidInputError(`Threshold ${value} is too large to be real.`, { details: { threshold: value } })
  return Number(value)
}
