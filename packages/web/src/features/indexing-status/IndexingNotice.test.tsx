import type { SafeIndexingStatus } from '@strongroom/protocol'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { IndexingNotice } from './IndexingNotice'

const indexingPath = `/v1/chains/1337/safes/${SAFE_ADDRESS}/indexing`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function renderWith(status: SafeIndexingStatus | (() => Response)) {
  const fetchMock = mockGateway([
    ['/v1/chains/1337', chainInfoFixture({ chainName: 'Sepolia' })],
    [indexingPath, status],
  ])
  await renderWithProviders(
    <>
      <IndexingNotice address={SAFE_ADDRESS} />
      <p data-testid="rendered">rendered</p>
    </>,
  )
  await screen.findByTestId('rendered')
  // The status was asked for and its answer handled (a render later).
  await vi.waitFor(() =>
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(indexingPath))).toBe(true),
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('IndexingNotice', () => {
  it('shows how far back the history is complete and the share read, while the gateway reads it', async () => {
    await renderWith({
      history: {
        state: 'backfilling',
        completeBackToBlock: 3_000_000,
        completeBackToTimestamp: '2023-03-12T00:00:00.000Z',
        progress: 0.5,
      },
      node: { limits: [] },
    })
    const notice = await screen.findByTestId('indexing-notice')
    expect(notice.textContent).toMatch(/^History complete back to 12 Mar 2023; .*\(50% done\)/)
    expect(notice.getAttribute('role')).toBe('status')
    expect(screen.getByRole('progressbar', { name: 'History read so far' }).getAttribute('value')).toBe('0.5')
  })

  it('names the node’s limits in words, as a warning, once the history is complete', async () => {
    await renderWith({
      history: { state: 'complete', completeBackToBlock: 0, completeBackToTimestamp: null, progress: 1 },
      node: { limits: ['no-archive-state'] },
    })
    const notice = await screen.findByTestId('indexing-notice')
    expect(notice.getAttribute('role')).toBe('alert')
    expect(notice.textContent).toMatch(/^The Sepolia node this gateway reads keeps no state of old blocks/)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows nothing for a complete history on a node without limits, nor when the status cannot be read', async () => {
    await renderWith({
      history: { state: 'complete', completeBackToBlock: 0, completeBackToTimestamp: null, progress: 1 },
      node: { limits: [] },
    })
    expect(screen.queryByTestId('indexing-notice')).toBeNull()
    cleanup()
    await renderWith(() => Response.json({ code: 404, message: 'Not followed' }, { status: 404 }))
    expect(screen.queryByTestId('indexing-notice')).toBeNull()
  })
})
