import { type Address, encodeFunctionData, getAddress, type Hex, isAddress, isAddressEqual, zeroAddress } from 'viem'
import { InvalidInputError } from '../errors'
import { safeL2Abi } from './abis/safeL2Abi'
import type { SettingsChange } from './decodeSettingsChange'
import { previousInLinkedList, SENTINEL_ADDRESS } from './previousInLinkedList'

/** The Safe as its own contract describes it, read from the chain: what a settings change is checked against. */
export interface SafeSettingsState {
  safe: Address
  /** In `getOwners()` order: the linked list's predecessors are taken from it. */
  owners: readonly Address[]
  threshold: number
  /** In `getModulesPaginated` order; needed to disable a module. */
  modules?: readonly Address[] | undefined
}

/** Why a settings change cannot be encoded; `field` names the input a form should mark. */
export class SettingsChangeError extends InvalidInputError {
  override name = 'SettingsChangeError'
  readonly field: 'owner' | 'newOwner' | 'threshold' | 'module' | 'guard' | 'handler' | 'implementation'

  constructor(message: string, field: SettingsChangeError['field']) {
    super(message, { details: { field } })
    this.field = field
  }
}

/**
 * The call data of a settings change (docs/indexing.md §3.5), to be sent by the Safe to itself (`to` = the Safe,
 * value 0, CALL). Checked first against the rules Safe 1.4.1 enforces on chain (OwnerManager GS201–GS205,
 * ModuleManager GS101–GS103, FallbackManager GS400), so the owner reads a sentence instead of signing a transaction
 * that reverts; `prevOwner` / `prevModule` come from `state`'s on-chain order ({@link previousInLinkedList}).
 * `decodeSettingsChange` reads the result back as the same change.
 * @throws {SettingsChangeError} naming the rule broken and the field.
 */
export function encodeSettingsChange(change: SettingsChange, state: SafeSettingsState): Hex {
  const { owners } = state
  switch (change.type) {
    case 'ADD_OWNER':
      assertNewOwner(change.owner, state, 'owner')
      assertThreshold(change.threshold, owners.length + 1)
      return encodeFunctionData({
        abi: safeL2Abi,
        functionName: 'addOwnerWithThreshold',
        args: [getAddress(change.owner), BigInt(change.threshold)],
      })
    case 'REMOVE_OWNER': {
      assertOwner(change.owner, owners, 'owner')
      if (owners.length === 1)
        throw new SettingsChangeError('The last owner cannot be removed: a Safe needs at least one.', 'owner')
      assertThreshold(change.threshold, owners.length - 1)
      return encodeFunctionData({
        abi: safeL2Abi,
        functionName: 'removeOwner',
        args: [previousInLinkedList(owners, change.owner), getAddress(change.owner), BigInt(change.threshold)],
      })
    }
    case 'SWAP_OWNER':
      assertOwner(change.oldOwner, owners, 'owner')
      assertNewOwner(change.newOwner, state, 'newOwner')
      return encodeFunctionData({
        abi: safeL2Abi,
        functionName: 'swapOwner',
        args: [previousInLinkedList(owners, change.oldOwner), getAddress(change.oldOwner), getAddress(change.newOwner)],
      })
    case 'CHANGE_THRESHOLD':
      assertThreshold(change.threshold, owners.length)
      if (change.threshold === state.threshold)
        throw new SettingsChangeError(`The threshold is already ${change.threshold}.`, 'threshold')
      return encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [BigInt(change.threshold)] })
    case 'ENABLE_MODULE': {
      assertContractAddress(change.module, state, 'module', 'a module')
      if (modulesOf(state).some((module) => isAddressEqual(module, change.module)))
        throw new SettingsChangeError('This module is already enabled.', 'module')
      return encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [getAddress(change.module)] })
    }
    case 'DISABLE_MODULE': {
      const modules = modulesOf(state)
      if (
        !isAddress(change.module, { strict: false }) ||
        !modules.some((module) => isAddressEqual(module, change.module))
      )
        throw new SettingsChangeError('This module is not enabled on the Safe.', 'module')
      return encodeFunctionData({
        abi: safeL2Abi,
        functionName: 'disableModule',
        args: [previousInLinkedList(modules, change.module), getAddress(change.module)],
      })
    }
    case 'SET_GUARD':
      assertContractAddress(change.guard, state, 'guard', 'the guard')
      return encodeFunctionData({ abi: safeL2Abi, functionName: 'setGuard', args: [getAddress(change.guard)] })
    case 'DELETE_GUARD':
      // setGuard(0x0) removes the guard (GuardManager.sol).
      return encodeFunctionData({ abi: safeL2Abi, functionName: 'setGuard', args: [zeroAddress] })
    case 'SET_FALLBACK_HANDLER':
      assertAddress(change.handler, 'handler')
      // FallbackManager refuses the Safe itself (GS400): it would call itself forever.
      if (isAddressEqual(change.handler, state.safe))
        throw new SettingsChangeError('The Safe cannot be its own fallback handler.', 'handler')
      return encodeFunctionData({
        abi: safeL2Abi,
        functionName: 'setFallbackHandler',
        args: [getAddress(change.handler)],
      })
    case 'CHANGE_IMPLEMENTATION':
      throw new SettingsChangeError(
        'A Safe 1.4.1 cannot change its code by itself: updates go only through the official migration contract.',
        'implementation',
      )
  }
}

function modulesOf(state: SafeSettingsState): readonly Address[] {
  if (!state.modules)
    throw new SettingsChangeError('The Safe’s modules have not been read from the chain yet.', 'module')
  return state.modules
}

function assertAddress(value: string, field: SettingsChangeError['field']): void {
  if (!isAddress(value, { strict: false })) throw new SettingsChangeError('This is not a valid address.', field)
}

// GS203 (owners) and GS101 (modules): the zero address and the sentinel would break the linked list.
function assertNotReserved(value: Address, field: SettingsChangeError['field']): void {
  if (isAddressEqual(value, zeroAddress)) throw new SettingsChangeError('The zero address cannot be used here.', field)
  if (isAddressEqual(value, SENTINEL_ADDRESS))
    throw new SettingsChangeError(
      'The address 0x…0001 marks the start of the Safe’s lists and cannot be used here.',
      field,
    )
}

function assertNewOwner(value: Address, state: SafeSettingsState, field: 'owner' | 'newOwner'): void {
  assertAddress(value, field)
  assertNotReserved(value, field)
  if (isAddressEqual(value, state.safe)) throw new SettingsChangeError('The Safe cannot be its own owner.', field)
  if (state.owners.some((owner) => isAddressEqual(owner, value)))
    throw new SettingsChangeError('This address is already an owner of the Safe.', field)
}

function assertOwner(value: Address, owners: readonly Address[], field: 'owner'): void {
  if (!isAddress(value, { strict: false }) || !owners.some((owner) => isAddressEqual(owner, value)))
    throw new SettingsChangeError('This address is not an owner of the Safe.', field)
}

function assertContractAddress(
  value: Address,
  state: SafeSettingsState,
  field: 'module' | 'guard',
  what: string,
): void {
  assertAddress(value, field)
  assertNotReserved(value, field)
  if (isAddressEqual(value, state.safe)) throw new SettingsChangeError(`The Safe cannot be ${what} of itself.`, field)
}

// OwnerManager: threshold ≥ 1 (GS202) and ≤ the number of owners after the change (GS201).
function assertThreshold(threshold: number, ownerCount: number): void {
  if (!Number.isSafeInteger(threshold) || threshold < 1 || threshold > ownerCount)
    throw new SettingsChangeError(
      ownerCount === 1
        ? 'With one owner the threshold must be 1.'
        : `The threshold must be a whole number from 1 to ${ownerCount}, the number of owners the Safe will have.`,
      'threshold',
    )
}
