import { createSafeTx } from '@strongroom/protocol'
import { cleanup, screen } from '@testing-library/react'
import { type Address, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { safeTxScene } from '../testing/safeTxScene'
import { TransactionTimeline } from './TransactionTimeline'

const scene = safeTxScene()
const { alice, bob } = scene
const tx = createSafeTx({ to: bob.address, value: parseEther('1'), nonce: 0n })

afterEach(cleanup)

/** The timeline of `tx` as a hostile gateway describes it: proposed by `proposer`, confirmed by `confirmedBy`. */
async function renderTimeline(proposer: Address, confirmedBy: (typeof alice)[]) {
  const details = await scene.details(tx, { confirmedBy })
  const execution = details.detailedExecutionInfo as Extract<typeof details.detailedExecutionInfo, { type: 'MULTISIG' }>
  execution.proposer = { value: proposer, name: null, logoUri: null }
  execution.trusted = confirmedBy.length > 0
  execution.origin = { name: 'Safe\u202e\u200bWallet', url: null }
  const review = await scene.review(details, { nonce: 0n })
  await renderWithProviders(<TransactionTimeline details={details} review={review} />)
}

describe('TransactionTimeline (docs/web-security.md §2.4)', () => {
  it('names no proposer that no signature proves: an unsigned proposal under an owner’s name', async () => {
    await renderTimeline(alice.address, [])
    expect(screen.getByTestId('unproven-proposer').textContent).toBe('by a sender no signature proves')
    expect(screen.getByTestId('timeline').textContent).not.toContain(alice.address.slice(0, 6))
    // The origin's name is shown through the display rule: nothing reorders or hides text.
    expect(screen.getByTestId('proposal-origin').textContent).toBe('with “SafeWallet”')
  })

  it('names the proposer whose own confirmation verifies', async () => {
    await renderTimeline(alice.address, [alice])
    expect(screen.queryByTestId('unproven-proposer')).toBeNull()
  })
})
