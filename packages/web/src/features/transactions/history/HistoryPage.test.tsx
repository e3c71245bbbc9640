import type { TransactionDetails, TransactionSummary } from '@strongroom/protocol'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, SAFE_ADDRESS, safeInfoFixture } from '../../../testing/gatewayFixtures'
import {
  DUSD_ADDRESS,
  executedTransactionFixture,
  historyPagesFixture,
  incomingTransferFixture,
  moduleTransactionFixture,
} from '../../../testing/historyFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { HistoryPage } from './HistoryPage'

const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
const heightDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
const day = (date: number, hour: number) => new Date(2026, 10, date, hour).getTime()
const DUSD = { symbol: 'dUSD', address: DUSD_ADDRESS, decimals: 18 }
const MODULE = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')

const entries = [
  executedTransactionFixture(2, day(24, 15)),
  incomingTransferFixture('transfer_dusd', day(24, 9), DUSD, '5000000000000000000'),
  moduleTransactionFixture('module_1', day(22, 18), 'sweep'),
  incomingTransferFixture('transfer_eth', day(20, 12)),
  executedTransactionFixture(1, day(20, 10), { txStatus: 'FAILED' }),
]

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'history-scroller' ? 2_000 : 0
    },
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  if (heightDescriptor) Object.defineProperty(HTMLElement.prototype, 'clientHeight', heightDescriptor)
})

function gateway(pageSize = 10, routes: Parameters<typeof mockGateway>[0] = []) {
  const pages = historyPagesFixture(entries, pageSize)
  return mockGateway([
    ...routes,
    ['/v1/chains/1337', chainInfoFixture()],
    [safeRoute, safeInfoFixture()],
    ...pages.slice(1).map((page, index) => [new RegExp(`offset%3D${(index + 1) * pageSize}`), page] as const),
    [new RegExp(`${safeRoute}/transactions/history\\?`), pages[0]],
  ])
}

const titles = () => screen.queryAllByTestId('history-transaction').map((row) => row.querySelector('a')?.textContent)
const dates = () => screen.queryAllByTestId('history-date').length

describe('HistoryPage', () => {
  it('lists every kind of entry under its day, in words, with its outcome and a link to its details', async () => {
    const fetchMock = gateway()
    await renderWithProviders(<HistoryPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('history-transaction')
    expect(titles()).toEqual([
      'Send 0.25 ETH to 0x3C44…93BC',
      'Receive 5 dUSD from 0x3C44…93BC',
      'Contract interaction: sweep',
      'Receive 1 ETH from 0x3C44…93BC',
      'Send 0.25 ETH to 0x3C44…93BC',
    ])
    // A transfer's amount is drawn with its token's picture (docs/look-and-feel.md §8): four transfers, four pictures.
    expect(
      screen.queryAllByTestId('history-transaction').map((row) => row.querySelectorAll('a .token-icon').length),
    ).toEqual([1, 1, 0, 1, 1])
    expect(dates()).toBe(3)
    expect(screen.getAllByTestId('history-status').map((tag) => tag.textContent)).toEqual([
      'Success',
      'Success',
      'Success',
      'Success',
      'Failed',
    ])
    expect(screen.getAllByTestId('history-transaction')[2]!.querySelector('a')!.getAttribute('href')).toBe(
      `/dev:${SAFE_ADDRESS}/transactions/tx?id=module_1`,
    )
    // The first page asks for 100 entries, with the browser's time zone for the date labels.
    const url = new URL(String(fetchMock.mock.calls.find(([input]) => String(input).includes('/history'))![0]))
    expect(url.searchParams.get('cursor')).toBe('limit=100&offset=0')
    expect(url.searchParams.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(screen.getByTestId('history-note').textContent).toBe('All 5 entries loaded; the CSV export holds them.')
  })

  it('loads the next pages as the list scrolls, and filters by direction, token and days over what is loaded', async () => {
    gateway(2)
    await renderWithProviders(<HistoryPage address={SAFE_ADDRESS} prefix="dev" />)
    // The screen is taller than two pages: the list loads on until it is full.
    await vi.waitFor(() => expect(titles()).toHaveLength(5))
    const select = (label: string, value: string) =>
      act(async () => {
        fireEvent.change(screen.getByLabelText(label), { target: { value } })
      })

    await select('Direction', 'incoming')
    expect(titles()).toEqual(['Receive 5 dUSD from 0x3C44…93BC', 'Receive 1 ETH from 0x3C44…93BC'])
    expect(dates()).toBe(2)
    expect(screen.getByTestId('history-note').textContent).toBe(
      'The gateway cannot filter the history, so these filters search the 5 entries loaded so far.',
    )
    await select('Direction', 'outgoing')
    expect(titles()).toEqual(['Send 0.25 ETH to 0x3C44…93BC', 'Send 0.25 ETH to 0x3C44…93BC'])
    await select('Direction', 'module')
    expect(titles()).toEqual(['Contract interaction: sweep'])

    await select('Direction', 'all')
    expect(
      within(screen.getByLabelText('Token'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All tokens', 'dUSD', 'ETH'])
    await select('Token', DUSD_ADDRESS.toLowerCase())
    expect(titles()).toEqual(['Receive 5 dUSD from 0x3C44…93BC'])
    await select('Token', 'native')
    expect(titles()).toEqual([
      'Send 0.25 ETH to 0x3C44…93BC',
      'Receive 1 ETH from 0x3C44…93BC',
      'Send 0.25 ETH to 0x3C44…93BC',
    ])

    await select('Token', '')
    await select('From', '2026-11-21')
    await select('To', '2026-11-23')
    expect(titles()).toEqual(['Contract interaction: sweep'])
    await select('From', '2026-11-24')
    expect(screen.getByRole('alert').textContent).toBe('The first day comes after the last one.')
    expect(screen.getByText('No loaded entry matches these filters.')).toBeTruthy()

    await act(async () => {
      screen.getByRole('button', { name: 'Clear filters' }).click()
    })
    expect(titles()).toHaveLength(5)
  })

  it('exports the entries shown as CSV', async () => {
    gateway()
    let exported: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported = blob as Blob
      return 'blob:history'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    await renderWithProviders(<HistoryPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('history-transaction')
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'incoming' } })
    })
    await act(async () => {
      screen.getByRole('button', { name: 'Export CSV' }).click()
    })
    const lines = (await exported!.text()).trim().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('Receive 5 dUSD')
    expect(lines[2]).toContain('Receive 1 ETH')
  })
  it('opens a row in place to what its page shows, read from the gateway only when opened; the count stays', async () => {
    const module = entries[2]!
    const detailsRoute = `/v1/chains/1337/transactions/${module.id}`
    const details: TransactionDetails = {
      safeAddress: SAFE_ADDRESS,
      txId: module.id,
      executedAt: module.timestamp,
      txStatus: 'SUCCESS',
      txInfo: module.txInfo,
      txData: null,
      detailedExecutionInfo: { type: 'MODULE', address: { value: MODULE, name: null, logoUri: null } },
      txHash: module.txHash,
      safeAppInfo: null,
    }
    const fetchMock = gateway(10, [[detailsRoute, details]])
    await renderWithProviders(<HistoryPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('history-transaction')
    const detailsRequests = () => fetchMock.mock.calls.filter(([input]) => String(input).includes(detailsRoute))
    expect(detailsRequests()).toHaveLength(0)
    expect(screen.queryByTestId('history-row-details')).toBeNull()

    const toggle = screen.getByRole('button', { name: 'Show details of Contract interaction: sweep' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await act(async () => {
      fireEvent.click(toggle)
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const opened = await screen.findByTestId('history-row-details')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(opened)).toBe(true)
    await within(opened).findByText('Module')
    expect(within(opened).getByText(module.txHash!)).toBeTruthy()
    expect(
      within(opened)
        .getByRole('link', { name: /Open its page/ })
        .getAttribute('href'),
    ).toBe(`/dev:${SAFE_ADDRESS}/transactions/tx?id=module_1`)
    expect(detailsRequests().length).toBeGreaterThan(0)
    // Only that row opened; the list and its count are as before.
    expect(screen.getAllByTestId('history-row-details')).toHaveLength(1)
    expect(titles()).toHaveLength(5)
    expect(screen.getByTestId('history-note').textContent).toBe('All 5 entries loaded; the CSV export holds them.')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hide details of Contract interaction: sweep' }))
    })
    expect(screen.queryByTestId('history-row-details')).toBeNull()
  })

  it('does not call a history still being read empty: it says what has been read so far', async () => {
    const emptyPage = historyPagesFixture([], 10)[0]
    const status = (state: 'backfilling' | 'complete') => ({
      history: { state, completeBackToBlock: 900, completeBackToTimestamp: null, progress: 0.4 },
      node: { limits: [] },
    })
    for (const [state, sentence] of [
      ['backfilling', 'No transactions found in the history read so far; older ones appear here as they are found.'],
      [
        'complete',
        'This Safe has no transactions yet. Each one appears here once it is executed: propose one from New transaction.',
      ],
    ] as const) {
      mockGateway([
        ['/v1/chains/1337', chainInfoFixture()],
        [`${safeRoute}/indexing`, status(state)],
        [safeRoute, safeInfoFixture()],
        [new RegExp(`${safeRoute}/transactions/history\\?`), emptyPage],
      ])
      await renderWithProviders(<HistoryPage address={SAFE_ADDRESS} prefix="dev" />)
      await screen.findByText(sentence)
      cleanup()
      vi.unstubAllGlobals()
    }
  })
})

describe('HistoryPage: hide suspicious', () => {
  const FAKE_DUSD = getAddress('0xbad0000000000000000000000000000000000bad')
  // Owner 2 (0x3C44…93BC) imitated: same first three and last four digits.
  const LOOK_ALIKE = getAddress('0x3c4aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa93bc')
  const imitation = {
    ...incomingTransferFixture('transfer_fake', day(25, 9), { ...DUSD, address: FAKE_DUSD }, '1000'),
  }
  if (imitation.txInfo.type === 'Transfer' && imitation.txInfo.transferInfo.type === 'ERC20')
    imitation.txInfo.transferInfo.trusted = false
  const poison: TransactionSummary = {
    ...incomingTransferFixture('transfer_poison', day(25, 10), DUSD, '0'),
  }
  if (poison.txInfo.type === 'Transfer')
    poison.txInfo = {
      ...poison.txInfo,
      sender: { value: SAFE_ADDRESS, name: null, logoUri: null },
      recipient: { value: LOOK_ALIKE, name: null, logoUri: null },
      direction: 'OUTGOING',
    }

  it('hides suspicious entries by default and shows them marked, with what the gateway hides too, when asked', async () => {
    const trustedPage = historyPagesFixture([imitation, ...entries], 100)[0]
    const everythingPage = historyPagesFixture([poison, imitation, ...entries], 100)[0]
    const fetchMock = mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [safeRoute, safeInfoFixture()],
      [new RegExp(`${safeRoute}/transactions/history\\?.*trusted=false`), everythingPage],
      [new RegExp(`${safeRoute}/transactions/history\\?`), trustedPage],
    ])
    await renderWithProviders(<HistoryPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findByText(/^1 of the loaded entries is hidden as suspicious/)
    expect(titles()).toHaveLength(entries.length)
    expect(screen.queryByTestId('history-suspicion')).toBeNull()

    fireEvent.click(screen.getByLabelText('Hide suspicious entries'))
    await screen.findByText((_, node) => node?.textContent === 'Everything is shown; suspicious entries are marked.')
    await vi.waitFor(() => expect(titles()).toHaveLength(entries.length + 2))
    expect(screen.getAllByTestId('history-suspicion').map((node) => node.textContent)).toEqual([
      'Suspicious: 0x3C4A…93BC looks like an owner of this Safe (0x3C44…93BC) but is a different address: address poisoning. Never copy an address from this entry.',
      `Suspicious: This token is not on the trusted list but uses the symbol dUSD of one that is (0xE378…6C64): an imitation.`,
    ])
    expect(fetchMock.mock.calls.map(([input]) => String(input)).some((url) => url.includes('trusted=false'))).toBe(true)
  })
})
