import { safeChangeReasonSchema } from '@strongroom/protocol'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { combineSafeChanges } from './combineSafeChanges'

const A = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const B = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

describe('combineSafeChanges', () => {
  it('merges per chain and Safe, keeping the first-seen order, kinds in protocol order and notifications in order', () => {
    const combined = combineSafeChanges([
      { chainId: '1', safe: A, kinds: ['balances', 'history'], reason: 'incoming-transfer' },
      { chainId: '1', safe: B, kinds: ['safe'], reason: 'settings' },
      {
        chainId: '1',
        safe: A,
        kinds: ['queue', 'history'],
        reason: 'execution',
        notifications: [{ type: 'EXECUTED_MULTISIG_TRANSACTION', payload: { safeTxHash: '0x01' } }],
      },
      { chainId: '2', safe: A, kinds: ['collectibles'], reason: 'incoming-transfer' },
    ])
    expect(combined).toEqual([
      {
        chainId: '1',
        safe: A,
        kinds: ['queue', 'history', 'balances'],
        reason: 'execution',
        notifications: [{ type: 'EXECUTED_MULTISIG_TRANSACTION', payload: { safeTxHash: '0x01' } }],
      },
      { chainId: '1', safe: B, kinds: ['safe'], reason: 'settings' },
      { chainId: '2', safe: A, kinds: ['collectibles'], reason: 'incoming-transfer' },
    ])
  })

  it('names a merged change by the earliest reason in the protocol’s order', () => {
    const reasons = [...safeChangeReasonSchema.options].reverse()
    const [merged] = combineSafeChanges(reasons.map((reason) => ({ chainId: '1', safe: A, kinds: ['safe'], reason })))
    expect(merged?.reason).toBe('reorg')
  })
})
