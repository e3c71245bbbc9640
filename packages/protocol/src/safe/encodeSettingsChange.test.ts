import fc from 'fast-check'
import { type Address, decodeFunctionData, getAddress, toHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeL2Abi } from './abis/safeL2Abi'
import { decodeSettingsChange, type SettingsChange } from './decodeSettingsChange'
import { encodeSettingsChange, type SafeSettingsState, SettingsChangeError } from './encodeSettingsChange'
import { SENTINEL_ADDRESS } from './previousInLinkedList'

const safe: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const dave = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const moduleA = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const moduleB = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
// getOwners() lists the newest owner first (docs/indexing.md §1.3).
const state: SafeSettingsState = { safe, owners: [carol, bob, alice], threshold: 2, modules: [moduleB, moduleA] }

const argsOf = (data: `0x${string}`) => decodeFunctionData({ abi: safeL2Abi, data }).args

function refusal(change: SettingsChange, on: SafeSettingsState = state): [string, string] {
  try {
    encodeSettingsChange(change, on)
  } catch (error) {
    if (error instanceof SettingsChangeError) return [error.field, error.message]
    throw error
  }
  throw new Error('encoded')
}

describe('encodeSettingsChange', () => {
  it('takes prevOwner and prevModule from the chain’s list order, the sentinel for the first entry', () => {
    expect(argsOf(encodeSettingsChange({ type: 'REMOVE_OWNER', owner: carol, threshold: 1 }, state))).toEqual([
      SENTINEL_ADDRESS,
      carol,
      1n,
    ])
    expect(argsOf(encodeSettingsChange({ type: 'REMOVE_OWNER', owner: alice, threshold: 2 }, state))).toEqual([
      bob,
      alice,
      2n,
    ])
    expect(argsOf(encodeSettingsChange({ type: 'SWAP_OWNER', oldOwner: bob, newOwner: dave }, state))).toEqual([
      carol,
      bob,
      dave,
    ])
    expect(argsOf(encodeSettingsChange({ type: 'DISABLE_MODULE', module: moduleA }, state))).toEqual([moduleB, moduleA])
    expect(argsOf(encodeSettingsChange({ type: 'DISABLE_MODULE', module: moduleB }, state))).toEqual([
      SENTINEL_ADDRESS,
      moduleB,
    ])
  })

  it('removes the guard with setGuard(0x0)', () => {
    const data = encodeSettingsChange({ type: 'DELETE_GUARD' }, state)
    expect(data.slice(0, 10)).toBe('0xe19a9dd9')
    expect(argsOf(data)).toEqual([zeroAddress])
  })

  it('refuses what Safe 1.4.1 would revert, with a sentence and the field', () => {
    expect(refusal({ type: 'ADD_OWNER', owner: bob, threshold: 2 })).toEqual([
      'owner',
      'This address is already an owner of the Safe.',
    ])
    expect(refusal({ type: 'ADD_OWNER', owner: getAddress(bob.toLowerCase()), threshold: 2 })[1]).toContain(
      'already an owner',
    )
    expect(refusal({ type: 'ADD_OWNER', owner: safe, threshold: 2 })).toEqual([
      'owner',
      'The Safe cannot be its own owner.',
    ])
    expect(refusal({ type: 'ADD_OWNER', owner: zeroAddress, threshold: 2 })).toEqual([
      'owner',
      'The zero address cannot be used here.',
    ])
    expect(refusal({ type: 'ADD_OWNER', owner: SENTINEL_ADDRESS, threshold: 2 })[1]).toContain('0x…0001')
    expect(refusal({ type: 'ADD_OWNER', owner: dave, threshold: 5 })).toEqual([
      'threshold',
      'The threshold must be a whole number from 1 to 4, the number of owners the Safe will have.',
    ])
    expect(refusal({ type: 'ADD_OWNER', owner: dave, threshold: 0 })[0]).toBe('threshold')
    expect(refusal({ type: 'ADD_OWNER', owner: dave, threshold: 1.5 })[0]).toBe('threshold')
    expect(refusal({ type: 'REMOVE_OWNER', owner: dave, threshold: 1 })).toEqual([
      'owner',
      'This address is not an owner of the Safe.',
    ])
    expect(refusal({ type: 'REMOVE_OWNER', owner: alice, threshold: 3 })[1]).toContain('from 1 to 2')
    expect(
      refusal({ type: 'REMOVE_OWNER', owner: alice, threshold: 1 }, { safe, owners: [alice], threshold: 1 }),
    ).toEqual(['owner', 'The last owner cannot be removed: a Safe needs at least one.'])
    expect(refusal({ type: 'SWAP_OWNER', oldOwner: alice, newOwner: carol })).toEqual([
      'newOwner',
      'This address is already an owner of the Safe.',
    ])
    expect(refusal({ type: 'SWAP_OWNER', oldOwner: dave, newOwner: moduleA })[0]).toBe('owner')
    expect(refusal({ type: 'CHANGE_THRESHOLD', threshold: 2 })).toEqual(['threshold', 'The threshold is already 2.'])
    expect(refusal({ type: 'CHANGE_THRESHOLD', threshold: 4 })[0]).toBe('threshold')
    expect(refusal({ type: 'CHANGE_THRESHOLD', threshold: 2 }, { safe, owners: [alice], threshold: 1 })[1]).toBe(
      'With one owner the threshold must be 1.',
    )
    expect(refusal({ type: 'ENABLE_MODULE', module: moduleA })).toEqual(['module', 'This module is already enabled.'])
    expect(refusal({ type: 'ENABLE_MODULE', module: dave }, { safe, owners: [alice], threshold: 1 })[1]).toBe(
      'The Safe’s modules have not been read from the chain yet.',
    )
    expect(refusal({ type: 'ENABLE_MODULE', module: SENTINEL_ADDRESS })[0]).toBe('module')
    expect(refusal({ type: 'DISABLE_MODULE', module: dave })).toEqual([
      'module',
      'This module is not enabled on the Safe.',
    ])
    expect(refusal({ type: 'SET_GUARD', guard: safe })).toEqual(['guard', 'The Safe cannot be the guard of itself.'])
    expect(refusal({ type: 'SET_GUARD', guard: '0x1234' as Address })).toEqual([
      'guard',
      'This is not a valid address.',
    ])
    expect(refusal({ type: 'SET_FALLBACK_HANDLER', handler: safe })).toEqual([
      'handler',
      'The Safe cannot be its own fallback handler.',
    ])
    expect(refusal({ type: 'CHANGE_IMPLEMENTATION', implementation: dave })[0]).toBe('implementation')
  })

  it('is read back by decodeSettingsChange as the same change (property)', () => {
    const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
    const usable = address.filter(
      (value) => value !== zeroAddress && value !== SENTINEL_ADDRESS && value.toLowerCase() !== safe.toLowerCase(),
    )
    const setup = fc
      .record({
        owners: fc.uniqueArray(usable, { minLength: 1, maxLength: 8, selector: (value) => value.toLowerCase() }),
        modules: fc.uniqueArray(usable, { minLength: 1, maxLength: 5, selector: (value) => value.toLowerCase() }),
        fresh: usable,
        pick: fc.nat(),
        threshold: fc.nat(),
      })
      .filter(
        ({ owners, modules, fresh }) =>
          !owners.some((owner) => owner.toLowerCase() === fresh.toLowerCase()) &&
          !modules.some((module) => module.toLowerCase() === fresh.toLowerCase()),
      )
    fc.assert(
      fc.property(setup, fc.nat({ max: 7 }), ({ owners, modules, fresh, pick, threshold }, kind) => {
        const owner = owners[pick % owners.length]!
        const module = modules[pick % modules.length]!
        const current = { safe, owners, threshold: 1, modules }
        const changes: (SettingsChange | undefined)[] = [
          { type: 'ADD_OWNER', owner: fresh, threshold: 1 + (threshold % (owners.length + 1)) },
          owners.length > 1
            ? { type: 'REMOVE_OWNER', owner, threshold: 1 + (threshold % (owners.length - 1)) }
            : undefined,
          { type: 'SWAP_OWNER', oldOwner: owner, newOwner: fresh },
          owners.length > 1
            ? { type: 'CHANGE_THRESHOLD', threshold: 2 + (threshold % (owners.length - 1)) }
            : undefined,
          { type: 'ENABLE_MODULE', module: fresh },
          { type: 'DISABLE_MODULE', module },
          { type: 'SET_GUARD', guard: fresh },
          { type: 'SET_FALLBACK_HANDLER', handler: fresh },
        ]
        const change = changes[kind]
        if (!change) return
        const data = encodeSettingsChange(change, current)
        expect(decodeSettingsChange({ data })).toEqual(change)
        // The predecessor really points at the entry in the contract's linked list.
        if (change.type === 'REMOVE_OWNER' || change.type === 'SWAP_OWNER') {
          const [prev, target] = argsOf(data) as [Address, Address]
          expect([SENTINEL_ADDRESS, ...owners][owners.indexOf(target)]).toBe(prev)
        }
        if (change.type === 'DISABLE_MODULE') {
          const [prev, target] = argsOf(data) as [Address, Address]
          expect([SENTINEL_ADDRESS, ...modules][modules.indexOf(target)]).toBe(prev)
        }
      }),
    )
  })
})
