import { type Address, keccak256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { getDeviceRegistrationHash } from './getDeviceRegistrationHash'

const A: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const UUID = '3b241101-e2bb-4255-8caf-4136c566a962'
const TOKEN = '{"endpoint":"https://push.example.test/abc","keys":{"p256dh":"BPk","auth":"x1"}}'

describe('getDeviceRegistrationHash', () => {
  it('hashes "gnosis-safe", timestamp, uuid, token and the sorted checksummed Safes, in that order', () => {
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
    expect(getDeviceRegistrationHash({ ...base, cloudMessagingToken: `${TOKEN} ` })).not.toBe(hash)
    expect(getDeviceRegistrationHash({ ...base, safes: [A, B] })).not.toBe(hash)
  })
})
