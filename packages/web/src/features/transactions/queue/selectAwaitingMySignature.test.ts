import { describe, expect, it } from 'vitest'
import { OWNERS, queuedTransactionFixture, queuePageFixture } from '../../../testing/gatewayFixtures'
import { selectAwaitingMySignature } from './selectAwaitingMySignature'

describe('selectAwaitingMySignature', () => {
  const page = queuePageFixture([
    queuedTransactionFixture(3, [OWNERS[1], OWNERS[2]]),
    queuedTransactionFixture(4, [OWNERS[2]]),
    queuedTransactionFixture(5, null),
  ])

  it('keeps transactions whose missing signers include me, in any case', () => {
    expect(selectAwaitingMySignature(page, OWNERS[1].toLowerCase()).map((tx) => tx.executionInfo)).toMatchObject([
      { nonce: 3 },
    ])
    expect(
      selectAwaitingMySignature(page, OWNERS[2]).map((tx) => (tx.executionInfo as { nonce: number }).nonce),
    ).toEqual([3, 4])
  })

  it('skips fully confirmed transactions, labels and other signers', () => {
    expect(selectAwaitingMySignature(page, OWNERS[0])).toEqual([])
  })
})
