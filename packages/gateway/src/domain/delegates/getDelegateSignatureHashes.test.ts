import { getDelegateTotp } from '@strongroom/protocol'
import { getAddress, hashTypedData, keccak256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { getDelegateSignatureHashes } from './getDelegateSignatureHashes'

const delegate = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const now = new Date('2024-05-01T12:34:56Z')

function typed(chainId: number | undefined, totp: bigint) {
  return hashTypedData({
    domain: { name: 'Safe Transaction Service', version: '1.0', ...(chainId ? { chainId } : {}) },
    types: {
      Delegate: [
        { name: 'delegateAddress', type: 'address' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    primaryType: 'Delegate',
    message: { delegateAddress: delegate, totp },
  })
}

describe('getDelegateSignatureHashes', () => {
  it('counts hours since the epoch', () => {
    expect(getDelegateTotp(now)).toBe(BigInt(Math.floor(Date.parse('2024-05-01T12:00:00Z') / 3_600_000)))
  })

  it('accepts this and the previous hour, with and without chainId, each hash over its own preimage', () => {
    const totp = getDelegateTotp(now)
    const hashes = getDelegateSignatureHashes({ chainId: 1337, delegate, now })
    expect(hashes.map(({ hash }) => hash)).toEqual([
      typed(1337, totp),
      typed(undefined, totp),
      typed(1337, totp - 1n),
      typed(undefined, totp - 1n),
    ])
    for (const { hash, preimage } of hashes) expect(keccak256(preimage)).toBe(hash)
  })

  it('adds the legacy text hashes for the v1 routes', () => {
    const totp = getDelegateTotp(now)
    const hashes = getDelegateSignatureHashes({ chainId: 1337, delegate, now, legacy: true })
    expect(hashes).toHaveLength(8)
    expect(hashes.map(({ hash }) => hash)).toContain(keccak256(stringToHex(`${delegate}${totp}`)))
  })
})
