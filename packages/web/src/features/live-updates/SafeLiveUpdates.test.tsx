import { act, screen, waitFor } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SAFE_INFO_POLLING_MS, safePollingInterval } from '../../hooks/useSafeInfo'
import { gatewayKeys } from '../../lib/query/gatewayKeys'
import {
  balanceFixture,
  balancesFixture,
  chainInfoFixture,
  OWNERS,
  queuedTransactionFixture,
  queuePageFixture,
  SAFE_ADDRESS,
  safeInfoFixture,
} from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { resetAfterEach } from '../../testing/resetAfterEach'
import { DashboardPage } from '../dashboard'
import { LiveUpdatesNotice } from './LiveUpdatesNotice'
import { SafeLiveUpdates } from './SafeLiveUpdates'
import { FakeEventSource } from './testing/FakeEventSource'

const OTHER_SAFE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
const TAGS = { txQueuedTag: '1700000001', txHistoryTag: '1700000002', collectiblesTag: '1700000003', messagesTag: '0' }

/** The gateway as the dashboard reads it, with answers a test can change between reloads. */
function dashboardGateway() {
  const state = {
    safeInfo: safeInfoFixture(TAGS),
    fiatTotal: '3000',
    queue: queuePageFixture([]),
  }
  const fetchMock = mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [safeRoute, () => Response.json(state.safeInfo)],
    [
      new RegExp(`${safeRoute}/balances/usd`),
      () => Response.json(balancesFixture([balanceFixture({ fiatBalance: state.fiatTotal })])),
    ],
    [`${safeRoute}/transactions/queued`, () => Response.json(state.queue)],
  ])
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === path).length
  return {
    state,
    reads: () => ({
      safe: calls(safeRoute),
      balances: calls(`${safeRoute}/balances/usd`),
      queue: calls(`${safeRoute}/transactions/queued`),
    }),
  }
}

/** The dashboard of the Safe inside its live updates; a button opens another Safe's stream instead. */
function LiveDashboard() {
  const [safe, setSafe] = useState<string>(SAFE_ADDRESS)
  return (
    <SafeLiveUpdates chainId={1337} safe={safe as typeof SAFE_ADDRESS}>
      <button type="button" onClick={() => setSafe(OTHER_SAFE)}>
        Other Safe
      </button>
      <LiveUpdatesNotice />
      <Suspense fallback={null}>
        <DashboardPage address={SAFE_ADDRESS} prefix="dev" />
      </Suspense>
    </SafeLiveUpdates>
  )
}

async function renderDashboard() {
  const result = await renderWithProviders(<LiveDashboard />, { account: OWNERS[1] })
  // The first test also waits for the dashboard's code (a lazy chunk).
  expect((await screen.findByTestId('dashboard-total', {}, { timeout: 5_000 })).textContent).toBe('$3,000.00')
  await screen.findByText('Nothing needs your signature.')
  return result
}

/** The refetch intervals SafeInfo's observers ask for (false: no polling). */
function safeInfoPolling(queryClient: import('@tanstack/react-query').QueryClient) {
  const query = queryClient
    .getQueryCache()
    .find({ queryKey: gatewayKeys.safeInfo({ gatewayUrl: 'http://gw.test', chainId: 1337, safe: SAFE_ADDRESS }) })
  return query?.observers.map((observer) => {
    const interval = observer.options.refetchInterval
    return typeof interval === 'function' ? interval(query) : interval
  })
}

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})

resetAfterEach()

describe('SafeLiveUpdates', () => {
  it("opens the Safe's event stream with cookies and stops polling SafeInfo once it is live", async () => {
    dashboardGateway()
    const { queryClient } = await renderDashboard()
    const source = FakeEventSource.latest()
    expect(source.url).toBe(`http://gw.test${safeRoute}/events`)
    expect(source.withCredentials).toBe(true)
    expect(safeInfoPolling(queryClient)).toContain(15_000)

    await act(async () => source.emit('hello', TAGS, '1'))
    await waitFor(() => expect(safeInfoPolling(queryClient)?.every((interval) => interval === false)).toBe(true))
  })

  it('reloads only the queue when the queue changed, and shows the new proposal', async () => {
    const gateway = dashboardGateway()
    await renderDashboard()
    const source = FakeEventSource.latest()
    await act(async () => source.emit('hello', TAGS, '1'))
    const before = gateway.reads()

    gateway.state.queue = queuePageFixture([queuedTransactionFixture(3, [OWNERS[1]])])
    await act(async () => source.emit('safe-change', { kinds: ['queue'], reason: 'proposal' }, '2'))
    expect((await screen.findByTestId('pending-signature')).textContent).toContain('#3')
    expect(gateway.reads()).toEqual({ ...before, queue: before.queue + 1 })
  })

  it('reloads the balances, and the totals with them, when they changed', async () => {
    const gateway = dashboardGateway()
    await renderDashboard()
    const source = FakeEventSource.latest()
    await act(async () => source.emit('hello', TAGS, '1'))
    const before = gateway.reads()

    gateway.state.fiatTotal = '4500'
    await act(async () => source.emit('safe-change', { kinds: ['balances'], reason: 'incoming-transfer' }, '2'))
    await waitFor(() => expect(screen.getByTestId('dashboard-total').textContent).toBe('$4,500.00'))
    expect(gateway.reads()).toEqual({ ...before, balances: before.balances + 1 })
  })

  it('reloads SafeInfo before the lists keyed by its tags, so each list loads once', async () => {
    const gateway = dashboardGateway()
    await renderDashboard()
    const source = FakeEventSource.latest()
    await act(async () => source.emit('hello', TAGS, '1'))
    const before = gateway.reads()

    gateway.state.safeInfo = safeInfoFixture({
      ...TAGS,
      nonce: 4,
      txQueuedTag: '1700000100',
      txHistoryTag: '1700000100',
    })
    await act(async () =>
      source.emit('safe-change', { kinds: ['queue', 'history', 'balances', 'safe'], reason: 'execution' }, '2'),
    )
    await waitFor(() => expect(gateway.reads().queue).toBe(before.queue + 1))
    // Settled: nothing loads a second time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(gateway.reads()).toEqual({ safe: before.safe + 1, balances: before.balances + 1, queue: before.queue + 1 })
  })

  it("reloads all of the Safe's data on a reset, and what changed before the stream opened", async () => {
    const gateway = dashboardGateway()
    await renderDashboard()
    const source = FakeEventSource.latest()
    const before = gateway.reads()

    // The queue moved between the first load and the opening: the hello's tag says so.
    gateway.state.safeInfo = safeInfoFixture({ ...TAGS, txQueuedTag: '1700000200' })
    await act(async () => source.emit('hello', { ...TAGS, txQueuedTag: '1700000200' }, '5'))
    await waitFor(() => expect(gateway.reads().queue).toBe(before.queue + 1))
    expect(gateway.reads()).toEqual({ safe: before.safe + 1, balances: before.balances, queue: before.queue + 1 })

    await act(async () => source.emit('reset', { reason: 'expired' }, '9'))
    await waitFor(() =>
      expect(gateway.reads()).toEqual({
        safe: before.safe + 2,
        balances: before.balances + 1,
        queue: before.queue + 2,
      }),
    )
  })

  it('says live updates are paused while the stream is down, and polls meanwhile', async () => {
    dashboardGateway()
    const { queryClient } = await renderDashboard()
    const source = FakeEventSource.latest()
    await act(async () => source.emit('hello', TAGS, '1'))
    const status = screen.getAllByRole('status').find((element) => element.classList.contains('live-updates-notice'))
    expect(status?.textContent).toBe('')

    await act(async () => source.fail(FakeEventSource.CONNECTING))
    expect(status?.textContent).toBe('Live updates paused — reconnecting…')
    expect(safeInfoPolling(queryClient)).toContain(15_000)

    await act(async () => source.emit('hello', TAGS, '1'))
    expect(status?.textContent).toBe('')
    expect(screen.queryByTestId('live-updates-paused')).toBeNull()
  })

  it('keeps retrying a failed query on the polling timer while the stream is live', () => {
    const failed = { state: { status: 'error' } }
    const loaded = { state: { status: 'success' } }
    expect(safePollingInterval(true)(loaded)).toBe(false)
    expect(safePollingInterval(true)(failed)).toBe(SAFE_INFO_POLLING_MS)
    expect(safePollingInterval(false)(loaded)).toBe(SAFE_INFO_POLLING_MS)
  })

  it('closes the stream when the Safe changes and when it leaves the screen', async () => {
    dashboardGateway()
    const { unmount } = await renderDashboard()
    const first = FakeEventSource.latest()
    await act(async () => screen.getByRole('button', { name: 'Other Safe' }).click())
    expect(first.readyState).toBe(FakeEventSource.CLOSED)
    const second = FakeEventSource.latest()
    expect(second.url).toContain(`/safes/${OTHER_SAFE}/events`)
    unmount()
    expect(second.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('keeps polling in a browser without EventSource', async () => {
    vi.stubGlobal('EventSource', undefined)
    dashboardGateway()
    const { queryClient } = await renderDashboard()
    expect(FakeEventSource.instances).toHaveLength(0)
    expect(safeInfoPolling(queryClient)).toContain(15_000)
    expect(screen.queryByTestId('live-updates-paused')).toBeNull()
  })
})
