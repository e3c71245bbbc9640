import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import * as fixtures from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { SafeListItem, type SafeListItemProps } from './SafeListItem'

const { OWNERS, SAFE_ADDRESS, queuePageFixture, queuedTransactionFixture } = fixtures
const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

function gateway(queue = queuePageFixture([])) {
  return mockGateway([
    ['/v1/chains/1337', fixtures.chainInfoFixture()],
    [`${safeRoute}/transactions/queued`, queue],
    [safeRoute, fixtures.safeInfoFixture()],
  ])
}

function row(props: Partial<SafeListItemProps> = {}) {
  return (
    <ul>
      <SafeListItem address={SAFE_ADDRESS} prefix="dev" ownership="owner" {...props} />
    </ul>
  )
}

describe('SafeListItem', () => {
  it('shows the Safe’s network and threshold, and how many transactions wait for the connected owner', async () => {
    gateway(
      queuePageFixture([
        queuedTransactionFixture(3, [OWNERS[1]]),
        queuedTransactionFixture(4, [OWNERS[2]]),
        queuedTransactionFixture(5, [OWNERS[1], OWNERS[2]]),
        queuedTransactionFixture(6, null),
      ]),
    )
    await renderWithProviders(row(), { account: OWNERS[1] })
    const item = within(screen.getByTestId('safe-list-item'))
    expect(item.getByTestId('safe-list-chain').textContent).toBe('Strongroom Devnet')
    expect((await item.findByTestId('safe-list-threshold')).textContent).toBe('2/3 owners')
    expect((await item.findByTestId('safe-list-waiting')).textContent).toBe('2 transactions wait for your signature')
    expect(item.getAllByRole('link')).toHaveLength(1)
  })

  it('says nothing waits when the queue needs none of the connected owner’s signatures', async () => {
    const fetchMock = gateway(queuePageFixture([queuedTransactionFixture(3, [OWNERS[2]])]))
    await renderWithProviders(row(), { account: OWNERS[1] })
    await screen.findByTestId('safe-list-threshold')
    // The queue was read (its answer is in), and still nothing is said.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/transactions/queued'))).toBe(true),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('safe-list-waiting')).toBeNull()
  })

  it('asks nothing of a Safe the wallet does not own, nor of one not activated', async () => {
    gateway(queuePageFixture([queuedTransactionFixture(3, [OWNERS[1]])]))
    await renderWithProviders(row({ ownership: 'read-only' }), { account: OWNERS[1] })
    await screen.findByTestId('safe-list-threshold')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByTestId('safe-list-waiting')).toBeNull()
    cleanup()
    gateway()
    await renderWithProviders(row({ undeployed: true }), { account: OWNERS[1] })
    expect(screen.getByTestId('safe-not-activated')).toBeTruthy()
    expect(screen.getByTestId('safe-list-chain')).toBeTruthy()
    expect(screen.queryByTestId('safe-list-threshold')).toBeNull()
  })
})
