import { describe, expect, it } from 'vitest'
import { compareAddresses } from './compareAddresses'

describe('compareAddresses', () => {
  it('sorts by numeric value regardless of checksum casing', () => {
    const addresses = [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      '0x0000000000000000000000000000000000000001',
    ] as const
    expect([...addresses].sort(compareAddresses)).toEqual([
      '0x0000000000000000000000000000000000000001',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
  })

  it('treats differently cased forms of one address as equal', () => {
    expect(
      compareAddresses('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'),
    ).toBe(0)
  })
})
