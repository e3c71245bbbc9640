import { encodeFunctionData, erc20Abi, type Hex, maxUint256, parseAbiItem, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { safeL2Abi } from './abis/safeL2Abi'
import { decodeSettingsChange } from './decodeSettingsChange'

const sentinel = '0x0000000000000000000000000000000000000001'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const module = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const lower = (address: string) => address.toLowerCase() as Hex
const safe = (functionName: string, args: readonly unknown[]) =>
  encodeFunctionData({ abi: safeL2Abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])

describe('decodeSettingsChange', () => {
  it('uses the selectors of the gateway mapping table (docs/indexing.md §3.5)', () => {
    const selectors = [
      safe('addOwnerWithThreshold', [alice, 1n]),
      safe('removeOwner', [sentinel, alice, 1n]),
      safe('swapOwner', [sentinel, alice, bob]),
      safe('changeThreshold', [1n]),
      encodeFunctionData({ abi: [parseAbiItem('function changeMasterCopy(address)')], args: [alice] }),
      safe('enableModule', [module]),
      safe('disableModule', [sentinel, module]),
      safe('setGuard', [module]),
      safe('setFallbackHandler', [module]),
    ].map((data) => data.slice(0, 10))
    expect(selectors).toEqual([
      '0x0d582f13',
      '0xf8dc5dd9',
      '0xe318b52b',
      '0x694e80c3',
      '0x7de7edef',
      '0x610b5925',
      '0xe009cfde',
      '0xe19a9dd9',
      '0xf08a0323',
    ])
  })

  it('maps each settings method to its GTS kind with checksummed addresses and numeric thresholds', () => {
    const cases: [Hex, unknown][] = [
      [safe('addOwnerWithThreshold', [lower(bob), 2n]), { type: 'ADD_OWNER', owner: bob, threshold: 2 }],
      [safe('removeOwner', [alice, lower(bob), 1n]), { type: 'REMOVE_OWNER', owner: bob, threshold: 1 }],
      [safe('swapOwner', [sentinel, alice, bob]), { type: 'SWAP_OWNER', oldOwner: alice, newOwner: bob }],
      [safe('changeThreshold', [3n]), { type: 'CHANGE_THRESHOLD', threshold: 3 }],
      [
        encodeFunctionData({ abi: [parseAbiItem('function changeMasterCopy(address)')], args: [lower(alice)] }),
        { type: 'CHANGE_IMPLEMENTATION', implementation: alice },
      ],
      [safe('enableModule', [module]), { type: 'ENABLE_MODULE', module }],
      [safe('disableModule', [sentinel, module]), { type: 'DISABLE_MODULE', module }],
      [safe('setGuard', [module]), { type: 'SET_GUARD', guard: module }],
      [safe('setGuard', [zeroAddress]), { type: 'DELETE_GUARD' }],
      [safe('setFallbackHandler', [module]), { type: 'SET_FALLBACK_HANDLER', handler: module }],
    ]
    for (const [data, expected] of cases) expect(decodeSettingsChange({ data })).toEqual(expected)
  })

  it('accepts upper-case hex', () => {
    const data = safe('changeThreshold', [4n]).toUpperCase().replace('0X', '0x') as Hex
    expect(decodeSettingsChange({ data })).toEqual({ type: 'CHANGE_THRESHOLD', threshold: 4 })
  })

  it('returns null for anything that is not a settings method', () => {
    expect(decodeSettingsChange({ data: '0x' })).toBeNull()
    expect(decodeSettingsChange({ data: '0x0d582f' })).toBeNull()
    expect(decodeSettingsChange({ data: safe('approveHash', [`0x${'11'.repeat(32)}`]) })).toBeNull()
    expect(
      decodeSettingsChange({ data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1n] }) }),
    ).toBeNull()
  })

  it('rejects settings selectors with undecodable arguments', () => {
    expect(() => decodeSettingsChange({ data: '0x0d582f13' })).toThrow('Settings-change call data does not decode.')
    expect(() => decodeSettingsChange({ data: `0x694e80c3${'00'.repeat(16)}` })).toThrow(InvalidInputError)
  })

  it('rejects absurd thresholds and non-hex data', () => {
    expect(() => decodeSettingsChange({ data: safe('changeThreshold', [maxUint256]) })).toThrow(
      `Threshold ${maxUint256} is too large to be real.`,
    )
    expect(() => decodeSettingsChange({ data: '0xabc' })).toThrow('Call data must be 0x-prefixed hex with whole bytes.')
  })
})
