import { describe, expect, it } from 'vitest'
import { isSafeQueryKey } from './isSafeQueryKey'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const scope = { gatewayUrl: 'http://gw.test', chainId: 1337, safe: SAFE } as const

describe('isSafeQueryKey', () => {
  it('matches any gateway resource of the Safe, whatever the case of its address', () => {
    expect(isSafeQueryKey(['gateway', 'http://gw.test', 'balances', 1337, SAFE, 'USD', false], scope)).toBe(true)
    expect(isSafeQueryKey(['gateway', 'http://gw.test', 'safe', 1337, SAFE.toLowerCase()], scope)).toBe(true)
  })

  it('leaves other Safes, chains, gateways and non-gateway queries alone', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(isSafeQueryKey(['gateway', 'http://gw.test', 'safe', 1337, other], scope)).toBe(false)
    expect(isSafeQueryKey(['gateway', 'http://gw.test', 'safe', 1, SAFE], scope)).toBe(false)
    expect(isSafeQueryKey(['gateway', 'http://other.test', 'safe', 1337, SAFE], scope)).toBe(false)
    expect(isSafeQueryKey(['gateway', 'http://gw.test', 'chain', 1337], scope)).toBe(false)
    expect(isSafeQueryKey(['strongroom', 'address-book', 'http://gw.test', SAFE], scope)).toBe(false)
  })
})
