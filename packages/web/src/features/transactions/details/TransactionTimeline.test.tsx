import { createSafeTx } from '@strongroom/protocol'
import { cleanup, screen } from '@testing-library/react'
import { type Address, getAddress, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { reviewSafeTx } from '../actions/reviewSafeTx'
import { fakeSafeChain } from '../testing/fakeSafeChain'
import { signedConfirmation, transactionDetailsFixture } from '../testing/transactionDetailsFixture'
import { TransactionTimeline } from './TransactionTimeline'

const chainId = 1337
const safe = getAddress(SAFE_ADDRESS)
const [alice, bob] = Array.from({ length: 2 }, () => privateKeyToAccount(generatePrivateKey()))
const owners: Address[] = [alice!.address, bob!.address]
const tx = createSafeTx({ to: bob!.address, value: parseEther('1'), nonce: 0n })

afterEach(cleanup)

/** The timeline of `tx` as a hostile gateway describes it: proposed by `proposer`, with `confirmations`. */
async function renderTimeline(proposer: Address, confirmations: Awaited<ReturnType<typeof signedConfirmation>>[]) {
  const state = { owners, threshold: 2, nonce: 0n }
  const details = transactionDetailsFixture({ chainId, safe, tx, owners, threshold: 2, confirmations })
  const execution = details.detailedExecutionInfo as Extract<typeof details.detailedExecutionInfo, { type: 'MULTISIG' }>
  execution.proposer = { value: proposer, name: null, logoUri: null }
  execution.trusted = confirmations.length > 0
  execution.origin = { name: 'Safe\u202e\u200bWallet', url: null }
  const review = await reviewSafeTx(fakeSafeChain({ chainId, safe, state }).client, {
    details,
    chainId,
    safe,
    chain: state,
  })
  await renderWithProviders(<TransactionTimeline details={details} review={review} />)
}

describe('TransactionTimeline (docs/web-security.md §2.4)', () => {
  it('names no proposer that no signature proves: an unsigned proposal under an owner’s name', async () => {
    await renderTimeline(alice!.address, [])
    expect(screen.getByTestId('unproven-proposer').textContent).toBe('by a sender no signature proves')
    expect(screen.getByTestId('timeline').textContent).not.toContain(alice!.address.slice(0, 6))
    // The origin's name is shown through the display rule: nothing reorders or hides text.
    expect(screen.getByTestId('proposal-origin').textContent).toBe('with “SafeWallet”')
  })

  it('names the proposer whose own confirmation verifies', async () => {
    await renderTimeline(alice!.address, [await signedConfirmation(alice!, { chainId, safe, tx })])
    expect(screen.queryByTestId('unproven-proposer')).toBeNull()
  })
})
