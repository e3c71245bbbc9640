import { concat, encodeAbiParameters, hashTypedData, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeMessageTypedData } from './getSafeMessageTypedData'

const SAFE_MSG_TYPEHASH = '0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca'
const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('getSafeMessageTypedData', () => {
  it('hashes arbitrary-length bytes the way getMessageHashForSafe does (e.g. a 66-byte SafeTx preimage)', () => {
    const data = `0x1901${'ab'.repeat(64)}` as const
    const typedData = getSafeMessageTypedData({ chainId: 10, safeAddress, data })
    expect(typedData.domain).toEqual({ chainId: 10, verifyingContract: safeAddress })
    const structHash = keccak256(
      encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [SAFE_MSG_TYPEHASH, keccak256(data)]),
    )
    expect(hashTypedData(typedData)).toBe(
      keccak256(concat(['0x1901', getSafeDomainHash({ chainId: 10, safeAddress }), structHash])),
    )
  })

  it('rejects data that is not whole bytes of hex', () => {
    expect(() => getSafeMessageTypedData({ chainId: 10, safeAddress, data: '0x123' })).toThrow(InvalidInputError)
  })
})
