import { keccak256, size, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSafeTx } from './createSafeTx'
import { encodeSafeTxData } from './encodeSafeTxData'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeTxHash } from './getSafeTxHash'

const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const tx = createSafeTx({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: '0x0d582f13', nonce: 9n })

describe('encodeSafeTxData', () => {
  it('is the 66-byte EIP-712 preimage whose keccak is the safeTxHash', () => {
    const preimage = encodeSafeTxData({ chainId: 31337, safeAddress, tx })
    expect(size(preimage)).toBe(66)
    expect(slice(preimage, 0, 2)).toBe('0x1901')
    expect(slice(preimage, 2, 34)).toBe(getSafeDomainHash({ chainId: 31337, safeAddress }))
    expect(keccak256(preimage)).toBe(getSafeTxHash({ chainId: 31337, safeAddress, tx }))
  })
})
