import { encodeAbiParameters, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { getSafeDomainHash } from './getSafeDomainHash'

// keccak("EIP712Domain(uint256 chainId,address verifyingContract)"), Safe.sol DOMAIN_SEPARATOR_TYPEHASH
const DOMAIN_SEPARATOR_TYPEHASH = '0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218'
const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('getSafeDomainHash', () => {
  it('matches the verified anvil vector (docs/indexing.md §2.1)', () => {
    expect(getSafeDomainHash({ chainId: 31337, safeAddress })).toBe(
      '0xfe0c2a6bde911dc91bbb4830c55642356a387000f9d41859b5a820081ecc44c8',
    )
  })

  it('equals keccak(abi.encode(typehash, chainId, safe)) as Safe.sol computes it', () => {
    expect(keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)'))).toBe(DOMAIN_SEPARATOR_TYPEHASH)
    const expected = keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
        [DOMAIN_SEPARATOR_TYPEHASH, 1337n, safeAddress],
      ),
    )
    expect(getSafeDomainHash({ chainId: 1337, safeAddress })).toBe(expected)
  })

  it('ignores address casing', () => {
    expect(getSafeDomainHash({ chainId: 1, safeAddress: safeAddress.toLowerCase() as `0x${string}` })).toBe(
      getSafeDomainHash({ chainId: 1, safeAddress }),
    )
  })

  it('rejects a bad chain id or address', () => {
    expect(() => getSafeDomainHash({ chainId: 0, safeAddress })).toThrow(InvalidInputError)
    expect(() => getSafeDomainHash({ chainId: 1.5, safeAddress })).toThrow('Chain id must be a positive integer.')
    expect(() => getSafeDomainHash({ chainId: 1, safeAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa' })).toThrow(
      'Safe address is not a valid address.',
    )
  })
})
