import { getSafeMessageHash } from '@strongroom/protocol'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeMessageHash } from './safeMessageHash'

const safe = { safeAddress: '0x8a0a9ab4c1d6e5f0b6e1b9e6f0b8c0a1b2c3d4e5', chainId: 1337 }

describe('safeMessageHash', () => {
  it('is the hash the wallet and gateway give a text message', () => {
    expect(safeMessageHash(safe, 'Hello')).toBe(
      getSafeMessageHash({ chainId: 1337, safeAddress: safe.safeAddress as `0x${string}`, message: 'Hello' }),
    )
  })

  it('treats a hex-looking string as text, as the SDK does with what viem sends', () => {
    const hex = stringToHex('Hello')
    expect(safeMessageHash(safe, hex)).toBe(
      getSafeMessageHash({ chainId: 1337, safeAddress: safe.safeAddress as `0x${string}`, message: hex }),
    )
    expect(safeMessageHash(safe, hex)).not.toBe(safeMessageHash(safe, 'Hello'))
  })

  it('is the hash of typed data, with or without the domain type listed', () => {
    const typedData = {
      domain: { name: 'Sample', version: '1', chainId: 1337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    }
    const expected = getSafeMessageHash({
      chainId: 1337,
      safeAddress: safe.safeAddress as `0x${string}`,
      message: typedData,
    })
    expect(safeMessageHash(safe, typedData)).toBe(expected)
    const withDomainType = {
      ...typedData,
      types: {
        ...typedData.types,
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
      },
    }
    expect(safeMessageHash(safe, withDomainType)).toBe(expected)
  })
})
