import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNERS } from '../../../testing/gatewayFixtures'
import type { SafeTxReview } from '../actions/reviewSafeTx'
import { ConfirmationsList } from './ConfirmationsList'

afterEach(cleanup)

/** A pending review with `signed` verified confirmations of the Safe's three owners at `threshold`. */
const review = (signed: number, threshold: number) =>
  ({
    state: 'pending',
    chain: { owners: [...OWNERS], threshold, nonce: 0n },
    confirmations: OWNERS.slice(0, signed).map((signer, index) => ({
      status: 'verified',
      signer,
      kind: 'EOA',
      signature: '0x',
      submittedAt: index,
    })),
  }) as unknown as SafeTxReview

describe('ConfirmationsList', () => {
  it('counts confirmations in words, naturally once there are more than the threshold', () => {
    render(<ConfirmationsList review={review(1, 2)} />)
    expect(screen.getByTestId('confirmation-count').textContent).toBe('1 of 2 signed')
    expect(screen.getAllByTestId('awaiting-owner')).toHaveLength(2)
    cleanup()
    render(<ConfirmationsList review={review(3, 2)} />)
    expect(screen.getByTestId('confirmation-count').textContent).toBe('3 signed, 2 needed')
  })
})
