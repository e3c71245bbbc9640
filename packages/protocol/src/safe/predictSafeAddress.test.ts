import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { canonicalAddresses } from './canonicalAddresses'
import { encodeSafeSetup } from './encodeSafeSetup'
import { predictSafeAddress } from './predictSafeAddress'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setupData(owners: `0x${string}`[], threshold: bigint) {
  return encodeSafeSetup({ owners, threshold: Number(threshold) })
}

describe('predictSafeAddress', () => {
  it('matches the anvil-verified vector: 1-of-1 of 0xf39F…2266, salt nonce 0, SafeL2 (docs/indexing.md §1.3)', () => {
    expect(predictSafeAddress({ initializer: setupData([OWNER], 1n), saltNonce: 0n })).toBe(
      '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172',
    )
  })

  it('changes with the salt nonce, the setup and the singleton', () => {
    const initializer = setupData([OWNER], 1n)
    const base = predictSafeAddress({ initializer, saltNonce: 0n })
    const others = [
      predictSafeAddress({ initializer, saltNonce: 1n }),
      predictSafeAddress({ initializer: setupData([OWNER, OTHER], 1n), saltNonce: 0n }),
      predictSafeAddress({ initializer, saltNonce: 0n, singleton: canonicalAddresses.safe }),
      predictSafeAddress({ initializer, saltNonce: 0n, factory: canonicalAddresses.multiSend }),
    ]
    expect(new Set([base, ...others]).size).toBe(5)
  })

  it('passes the defaults explicitly to the same result', () => {
    const initializer = setupData([OWNER, OTHER], 2n)
    expect(
      predictSafeAddress({
        initializer,
        saltNonce: 7n,
        singleton: canonicalAddresses.safeL2,
        factory: canonicalAddresses.safeProxyFactory,
      }),
    ).toBe(predictSafeAddress({ initializer, saltNonce: 7n }))
  })

  it('rejects bad input precisely', () => {
    const initializer = setupData([OWNER], 1n)
    expect(() => predictSafeAddress({ initializer, saltNonce: -1n })).toThrow(InvalidInputError)
    expect(() => predictSafeAddress({ initializer, saltNonce: 2n ** 256n })).toThrow('Salt nonce must be a uint256.')
    expect(() => predictSafeAddress({ initializer: '0x123', saltNonce: 0n })).toThrow(
      'Initializer must be 0x-prefixed hex bytes.',
    )
    expect(() => predictSafeAddress({ initializer, saltNonce: 0n, singleton: '0x1234' })).toThrow(
      'Singleton is not a valid address.',
    )
    expect(() => predictSafeAddress({ initializer, saltNonce: 0n, factory: '0xzz' as `0x${string}` })).toThrow(
      'Factory is not a valid address.',
    )
  })
})
