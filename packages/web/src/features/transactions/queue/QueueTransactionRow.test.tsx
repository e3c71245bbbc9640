import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNERS, queuedTransactionFixture } from '../../../testing/gatewayFixtures'
import { QueueTransactionRow } from './QueueTransactionRow'

afterEach(cleanup)

const row = (confirmationsSubmitted: number) => {
  const transaction = queuedTransactionFixture(5, [OWNERS[1]])
  transaction.executionInfo = {
    type: 'MULTISIG',
    nonce: 5,
    confirmationsRequired: 2,
    confirmationsSubmitted,
    missingSigners: null,
  }
  render(
    <ul>
      <QueueTransactionRow transaction={transaction} description="Send 1 ETH" action={null} />
    </ul>,
  )
}

describe('QueueTransactionRow', () => {
  it('marks a proposal without any confirmation as unsigned (docs/web-security.md §2.4)', () => {
    row(0)
    expect(screen.getByTestId('queue-unsigned').textContent).toBe('Unsigned proposal')
    cleanup()
    row(1)
    expect(screen.queryByTestId('queue-unsigned')).toBeNull()
  })
})
