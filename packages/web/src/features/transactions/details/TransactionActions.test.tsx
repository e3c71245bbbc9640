import { createRejectionSafeTx } from '@strongroom/protocol'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { safeTxScene } from '../testing/safeTxScene'
import { TransactionActions } from './TransactionActions'

const scene = safeTxScene()
const { safe, alice, bob, carol, mallory: outsider } = scene

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A 2-of-3 transaction with nonce `nonce` confirmed by Alice, reviewed while the Safe is at nonce `safeNonce`. */
function reviewed({ nonce, safeNonce, problems = false }: { nonce: bigint; safeNonce: bigint; problems?: boolean }) {
  return scene.reviewedTransfer({ nonce, safeNonce, confirmedBy: [alice], problems })
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent)

describe('TransactionActions', () => {
  it('is a read-only view without buttons for a wallet that is not an owner', async () => {
    const review = await reviewed({ nonce: 3n, safeNonce: 3n })
    await renderWithProviders(<TransactionActions prefix="dev" review={review} acknowledged={false} />, {
      account: outsider.address,
    })
    expect(screen.getByTestId('read-only-notice').textContent).toBe(
      'The connected wallet is not an owner of this Safe, so it cannot confirm or execute here.',
    )
    expect(buttons()).toEqual([])
  })

  it('asks to connect an owner’s wallet when none is connected', async () => {
    const review = await reviewed({ nonce: 3n, safeNonce: 3n })
    await renderWithProviders(<TransactionActions prefix="dev" review={review} acknowledged={false} />)
    expect(screen.getByTestId('read-only-notice').textContent).toContain('Connect an owner’s wallet')
    expect(buttons()).toEqual([])
  })

  it('offers no signing at all for an answer that does not hold up', async () => {
    const review = await reviewed({ nonce: 3n, safeNonce: 3n, problems: true })
    expect(review.problems).not.toEqual([])
    await renderWithProviders(<TransactionActions prefix="dev" review={review} acknowledged={false} />, {
      account: bob.address,
    })
    expect(screen.getByTestId('actions-refused')).toBeTruthy()
    expect(buttons()).toEqual([])
  })

  it('lets an owner confirm, but not execute before the Safe reaches the nonce, and names the next one', async () => {
    const review = await reviewed({ nonce: 5n, safeNonce: 3n })
    await renderWithProviders(<TransactionActions prefix="dev" review={review} acknowledged={false} />, {
      account: bob.address,
    })
    expect(buttons()).toEqual(['Confirm', 'Approve on chain', 'Confirm and execute', 'Reject', 'Replace'])
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(false)
    expect(screen.getByRole('button', { name: 'Confirm and execute' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByTestId('nonce-not-next').textContent).toContain('Transaction #3 must be executed first')
  })

  it('offers the execution once the threshold is met at the Safe’s nonce, and nothing more to confirm', async () => {
    const review = await scene.reviewedTransfer({ nonce: 3n, safeNonce: 3n, confirmedBy: [alice, carol] })
    // The node (another process) refuses every call: the estimate says it cannot be made.
    mockGateway([])
    await renderWithProviders(<TransactionActions prefix="dev" review={review} acknowledged={false} />, {
      account: bob.address,
    })
    expect(buttons()).toEqual(['Execute', 'Reject', 'Replace'])
    expect(screen.getByRole('button', { name: 'Execute' }).hasAttribute('disabled')).toBe(false)
    expect((await screen.findByText(/The execution cannot be estimated/)).dataset.testid).toBe('gas-estimate')
    expect(screen.queryByTestId('nonce-not-next')).toBeNull()
  })

  it('neither rejects nor replaces a rejection', async () => {
    const review = await scene.review(
      await scene.details(createRejectionSafeTx({ safe, nonce: 3n }), { confirmedBy: [alice] }),
    )
    mockGateway([])
    await renderWithProviders(<TransactionActions prefix="dev" review={review} acknowledged={false} />, {
      account: bob.address,
    })
    expect(buttons()).toEqual(['Confirm', 'Approve on chain', 'Confirm and execute'])
  })

  it('offers to replace a queued transaction with a new one at its nonce, or with the rejection', async () => {
    const review = await reviewed({ nonce: 5n, safeNonce: 3n })
    await renderWithProviders(<TransactionActions prefix="dev" review={review} acknowledged={false} />, {
      account: bob.address,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }))
    expect(screen.getByTestId('replace-with-new').getAttribute('href')).toBe(`/dev:${safe}/transactions/new?nonce=5`)
    expect(screen.getByRole('button', { name: 'Propose the rejection' })).toBeTruthy()
  })
})
