import { keccak256, toBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { getDeviceRegistrationHash } from './getDeviceRegistrationHash'

describe('getDeviceRegistrationHash', () => {
  it('hashes prefix, timestamp, uuid, token and the checksummed Safes in sorted order', () => {
    const input = {
      timestamp: '1700000000',
      uuid: '4f3b8a5c-6f1e-4b9e-9a38-1f6e2c9d7a10',
      cloudMessagingToken: 'token',
      safes: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] as const,
    }
    const expected = keccak256(
      toBytes(
        'gnosis-safe17000000004f3b8a5c-6f1e-4b9e-9a38-1f6e2c9d7a10token' +
          '0x70997970C51812dc3A010C7d01b50e0d17dc79C80xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ),
    )
    expect(getDeviceRegistrationHash(input)).toBe(expected)
    expect(getDeviceRegistrationHash({ ...input, safes: [...input.safes].reverse() })).toBe(expected)
  })
})
