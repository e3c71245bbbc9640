import { createSafeTx } from '@strongroom/protocol'
import { cleanup, screen } from '@testing-library/react'
import { getAddress, parseEther } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { transactionDetailsFixture } from '../testing/transactionDetailsFixture'
import { TransactionDetailsPage } from './TransactionDetailsPage'

const safe = getAddress(SAFE_ADDRESS)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('TransactionDetailsPage', () => {
  it('offers nothing to sign, and says why in a sentence, while the Safe cannot be read from the chain', async () => {
    const tx = createSafeTx({ to: OWNERS[2], value: parseEther('1'), nonce: 0n })
    const details = transactionDetailsFixture({ chainId: 1337, safe, tx, owners: [...OWNERS], threshold: 2 })
    // The node answers every JSON-RPC call with an error (mockGateway's 404 for anything unlisted).
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${safe}`, safeInfoFixture()],
      [`/v1/chains/1337/transactions/${encodeURIComponent(details.txId)}`, details],
    ])
    await renderWithProviders(<TransactionDetailsPage address={safe} prefix="dev" search={{ id: details.txId }} />, {
      account: OWNERS[1],
    })
    const banner = await screen.findByTestId('review-error', {}, { timeout: 10_000 })
    expect(banner.textContent).toContain(
      'The Safe could not be read from Strongroom Devnet, so the transaction and its confirmations cannot be checked.',
    )
    expect(banner.textContent).not.toMatch(/HTTP|404|rpc\.test/)
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
  })
})
