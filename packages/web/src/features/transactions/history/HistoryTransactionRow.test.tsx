import { encodeTransactionId, type TransactionSummary } from '@strongroom/protocol'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { NO_TRACING_SENTENCE, unavailableTxInfo } from '../testing/unavailableTxInfo'
import { HistoryTransactionRow } from './HistoryTransactionRow'

afterEach(cleanup)

const SAFE_TX_HASH = `0x${'ab'.repeat(32)}` as const
const TX_HASH = `0x${'cd'.repeat(32)}` as const

/** An execution whose call the gateway could not read, as it sends it (docs/gateway-api.md §5.2). */
const unavailable: TransactionSummary = {
  id: encodeTransactionId({ type: 'MULTISIG', safeAddress: SAFE_ADDRESS, safeTxHash: SAFE_TX_HASH }),
  timestamp: 1_800_000_000_000,
  txStatus: 'SUCCESS',
  txInfo: unavailableTxInfo,
  executionInfo: {
    type: 'MULTISIG',
    nonce: 7,
    confirmationsRequired: 0,
    confirmationsSubmitted: 0,
    missingSigners: null,
  },
  safeAppInfo: null,
  txHash: TX_HASH,
}

describe('HistoryTransactionRow', () => {
  it('shows an execution whose details are unavailable as the gateway’s sentence with both hashes', () => {
    render(<HistoryTransactionRow transaction={unavailable} description="Contract interaction" href="/tx" />)
    expect(screen.getByTestId('history-details-unavailable').textContent).toBe(NO_TRACING_SENTENCE)
    expect(screen.queryByText('Contract interaction')).toBeNull()
    const meta = screen.getByText(/nonce 7/).textContent
    expect(meta).toContain(`safeTxHash ${SAFE_TX_HASH}`)
    expect(meta).toContain(`transaction ${TX_HASH}`)
    expect(screen.getByTestId('history-status').textContent).toBe('Success')
  })

  it('starts with its kind, gives its outcome a colour and says when in a <time> with the exact moment', () => {
    render(<HistoryTransactionRow transaction={{ ...unavailable, txStatus: 'FAILED' }} description="x" href="/tx" />)
    expect(document.querySelector('[data-kind]')?.getAttribute('data-kind')).toBe('unavailable')
    expect(screen.getByTestId('history-status').className).toContain('tag--danger')
    const time = screen.getByTestId('relative-time')
    expect(time.getAttribute('dateTime')).toBe(new Date(1_800_000_000_000).toISOString())
    expect(time.getAttribute('title')).toMatch(/2027/)
  })

  it('shows any other transaction by its description', () => {
    const { detailsUnavailable: _, ...known } = unavailableTxInfo
    render(
      <HistoryTransactionRow
        transaction={{ ...unavailable, txInfo: { ...known, value: '0', humanDescription: null } }}
        description="Contract interaction"
        href="/tx"
      />,
    )
    expect(screen.getByText('Contract interaction')).toBeTruthy()
    expect(screen.queryByTestId('history-details-unavailable')).toBeNull()
  })
})
