import { describe, expect, it } from 'vitest'
import { BATCH_LIMIT, parseStoredBatch, serializeBatch } from './parseStoredBatch'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const action = { id: 'a', label: 'Send 1 ETH', call: { to: bob, value: 10n ** 18n, data: '0x' as const } }

describe('parseStoredBatch', () => {
  it('reads back what it stored, values as bigints', () => {
    const stored = JSON.parse(JSON.stringify(serializeBatch([action])))
    expect(parseStoredBatch(stored)).toEqual([action])
  })

  it('drops entries that do not hold up instead of proposing them, and keeps at most the limit', () => {
    const good = serializeBatch([action]) as object[]
    const broken = [
      { id: 'b', label: 'x', call: { to: '0x12', value: '1', data: '0x' } },
      { id: 'c', label: 'x', call: { to: bob, value: '-1', data: '0x' } },
      { id: 'd', label: 'x', call: { to: bob, value: '1', data: '0x1' } },
      { id: 'e', label: 5, call: { to: bob, value: '1', data: '0x' } },
      null,
      'text',
    ]
    expect(parseStoredBatch([...broken, ...good])).toEqual([action])
    expect(parseStoredBatch({ not: 'a list' })).toBeUndefined()
    expect(parseStoredBatch(Array.from({ length: BATCH_LIMIT + 5 }, () => good[0]))).toHaveLength(BATCH_LIMIT)
  })
})
