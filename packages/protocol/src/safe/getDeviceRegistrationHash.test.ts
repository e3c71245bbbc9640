import { type Address, keccak256, stringToHex, toBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { getDeviceRegistrationHash } from './getDeviceRegistrationHash'

const A: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const UUID = '3b241101-e2bb-4255-8caf-4136c566a962'
const TOKEN = '{"endpoint":"https://push.example.test/abc","keys":{"p256dh":"BPk","auth":"x1"}}'

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

  it('takes a Web Push subscription as the token, verbatim', () => {
    const hash = getDeviceRegistrationHash({
      timestamp: '1700000000',
      uuid: UUID,
      cloudMessagingToken: TOKEN,
      safes: [B, A],
    })
    expect(hash).toBe(keccak256(stringToHex(`gnosis-safe1700000000${UUID}${TOKEN}${A}${B}`)))
  })

  it('does not depend on the order or the case the Safes come in', () => {
    const base = { timestamp: '1700000000', uuid: UUID, cloudMessagingToken: TOKEN }
    expect(getDeviceRegistrationHash({ ...base, safes: [A.toLowerCase() as Address, B] })).toBe(
      getDeviceRegistrationHash({ ...base, safes: [B, A] }),
    )
  })

  it('changes with every signed field', () => {
    const base = { timestamp: '1700000000', uuid: UUID, cloudMessagingToken: TOKEN, safes: [A] }
    const hash = getDeviceRegistrationHash(base)
    expect(getDeviceRegistrationHash({ ...base, timestamp: '1700000001' })).not.toBe(hash)
    expect(getDeviceRegistrationHash({ ...base, uuid: UUID.replace('3b', '4b') })).not.toBe(hash)
    expect(getDeviceRegistrationHash({ ...base, cloudMessagingToken: `${TOKEN} ` })).not.toBe(hash)
    expect(getDeviceRegistrationHash({ ...base, safes: [A, B] })).not.toBe(hash)
  })
})
