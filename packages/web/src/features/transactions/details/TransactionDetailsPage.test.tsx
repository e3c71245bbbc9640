import { createSafeTx, encodeTransactionId, type TransactionDetails } from '@strongroom/protocol'
import { cleanup, screen } from '@testing-library/react'
import { getAddress, type Hex, parseEther, zeroAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { transactionDetailsFixture } from '../testing/transactionDetailsFixture'
import { NO_TRACING_SENTENCE, unavailableTxInfo } from '../testing/unavailableTxInfo'
import { TransactionDetailsPage } from './TransactionDetailsPage'

const safe = getAddress(SAFE_ADDRESS)
const SAFE_TX_HASH: Hex = `0x${'ab'.repeat(32)}`
const TX_HASH: Hex = `0x${'cd'.repeat(32)}`
const MODULE = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')

/** Details of an execution the gateway could not read, shaped as its buildUnavailableExecutionDetails serves them. */
function unavailableDetails(kind: 'MULTISIG' | 'MODULE', txStatus: 'SUCCESS' | 'FAILED'): TransactionDetails {
  return {
    safeAddress: safe,
    txId:
      kind === 'MULTISIG'
        ? encodeTransactionId({ type: 'MULTISIG', safeAddress: safe, safeTxHash: SAFE_TX_HASH })
        : encodeTransactionId({ type: 'MODULE', safeAddress: safe, txHash: TX_HASH, traceAddress: '3' }),
    executedAt: Date.UTC(2026, 10, 27, 12),
    txStatus,
    txInfo: unavailableTxInfo,
    txData: null,
    detailedExecutionInfo:
      kind === 'MODULE' ? { type: 'MODULE', address: { value: MODULE, name: null, logoUri: null } } : null,
    txHash: TX_HASH,
    safeAppInfo: null,
  }
}

/** The screen of `details`, as an owner opens it, with the gateway answering the chain, the Safe and `details`. */
async function renderDetailsPage(details: TransactionDetails) {
  mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [`/v1/chains/1337/safes/${safe}`, safeInfoFixture()],
    [`/v1/chains/1337/transactions/${encodeURIComponent(details.txId)}`, details],
  ])
  await renderWithProviders(<TransactionDetailsPage address={safe} prefix="dev" search={{ id: details.txId }} />, {
    account: OWNERS[1],
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('TransactionDetailsPage', () => {
  it('offers nothing to sign, and says why in a sentence, while the Safe cannot be read from the chain', async () => {
    const tx = createSafeTx({ to: OWNERS[2], value: parseEther('1'), nonce: 0n })
    const details = transactionDetailsFixture({ chainId: 1337, safe, tx, owners: [...OWNERS], threshold: 2 })
    // The node answers every JSON-RPC call with an error (mockGateway's 404 for anything unlisted).
    await renderDetailsPage(details)
    const banner = await screen.findByTestId('review-error', {}, { timeout: 10_000 })
    expect(banner.textContent).toContain(
      'The Safe could not be read from Strongroom Devnet, so the transaction and its confirmations cannot be checked.',
    )
    expect(banner.textContent).not.toMatch(/HTTP|404|rpc\.test/)
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull()
  })

  it.each([
    ['MULTISIG', 'SUCCESS', 'Succeeded'],
    ['MULTISIG', 'FAILED', 'Failed'],
    ['MODULE', 'SUCCESS', 'Succeeded'],
  ] as const)(
    'shows a %s execution whose details are unavailable (%s) as the sentence, hashes and result, never its placeholder call',
    async (kind, txStatus, result) => {
      const details = unavailableDetails(kind, txStatus)
      await renderDetailsPage(details)
      expect((await screen.findByTestId('details-unavailable', {}, { timeout: 10_000 })).textContent).toBe(
        NO_TRACING_SENTENCE,
      )
      const page = screen.getByTestId('transaction-details')
      expect(screen.getByRole('heading', { name: 'Executed, details unavailable' })).toBeTruthy()
      expect(page.textContent).toContain(`Result${result}`)
      expect(page.textContent).toContain(TX_HASH)
      if (kind === 'MULTISIG') expect(page.textContent).toContain(`safeTxHash${SAFE_TX_HASH}`)
      else expect(page.textContent).not.toContain('safeTxHash')
      // The placeholders CGW's schema requires are no recipient and no call.
      expect(page.textContent?.toLowerCase()).not.toContain(zeroAddress)
      expect(page.textContent).not.toMatch(/0x0000…0000|bytes|Custom|Contract interaction/)
    },
  )
})
