import { describe, expect, it } from 'vitest'
import { fixtureAddresses, fixtureMultisigTransaction } from '../../testing/mappingFixtures'
import { isCancellation } from './isCancellation'

const rejection = fixtureMultisigTransaction({ to: fixtureAddresses.safe })

describe('isCancellation', () => {
  it('recognises the empty call to the Safe itself', () => {
    expect(isCancellation(rejection)).toBe(true)
  })

  it.each([
    ['another target', { to: fixtureAddresses.stranger }],
    ['value', { value: 1n }],
    ['data', { data: '0x00' as const }],
    ['a delegatecall', { operation: 1 as const }],
    ['safeTxGas', { safeTxGas: 1n }],
    ['baseGas', { baseGas: 1n }],
    ['gasPrice', { gasPrice: 1n }],
    ['a gas token', { gasToken: fixtureAddresses.erc20 }],
    ['a refund receiver', { refundReceiver: fixtureAddresses.owner1 }],
  ])('does not count a call with %s', (_, change) => {
    expect(isCancellation({ ...rejection, ...change })).toBe(false)
  })
})
