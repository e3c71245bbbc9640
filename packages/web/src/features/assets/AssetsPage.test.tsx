import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  balanceFixture,
  balancesFixture,
  chainInfoFixture,
  OWNERS,
  SAFE_ADDRESS,
  safeInfoFixture,
} from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { resetAfterEach } from '../../testing/resetAfterEach'
import { SafeLiveUpdates } from '../live-updates'
import { FakeEventSource } from '../live-updates/testing/FakeEventSource'
import { AssetsPage } from './AssetsPage'

const DUSD = '0xE378D7Ab0903E5C086525A90E2648090226D6C64'
const safePath = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
const balancesPath = `${safePath}/balances`
const TAGS = { txQueuedTag: '1', txHistoryTag: '1', collectiblesTag: '1', messagesTag: '0' }

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})

resetAfterEach()

function twoTokens(rate = 1) {
  return balancesFixture([
    balanceFixture({ fiatBalance: String(3000 * rate), fiatConversion: String(2000 * rate) }),
    balanceFixture({
      symbol: 'dUSD',
      address: DUSD,
      balance: '1000000000000000000000',
      fiatBalance: String(1000 * rate),
      fiatConversion: String(rate),
    }),
  ])
}

const rows = () => screen.getAllByTestId('token-row')
const total = () => screen.getByTestId('assets-total').textContent

describe('AssetsPage', () => {
  it('lists tokens with balance, price and value, and revalues them in another currency', async () => {
    const fetchMock = mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/balances/supported-fiat-codes', ['EUR', 'USD']],
      [new RegExp(`${balancesPath}/usd\\?trusted=false`), twoTokens()],
      [new RegExp(`${balancesPath}/eur\\?trusted=false`), twoTokens(0.5)],
    ])
    await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('token-row')
    expect(rows().map((row) => [...row.querySelectorAll('td[data-label]')].map((cell) => cell.textContent))).toEqual([
      ['1.5 ETH', '$2,000.00', '$3,000.00'],
      ['1,000 dUSD', '$1.00', '$1,000.00'],
    ])
    expect(total()).toBe('$4,000.00')
    // The native coin cannot be hidden; tokens can.
    expect(within(rows()[0]!).queryByRole('button')).toBeNull()

    const currency = await screen.findByLabelText('Currency')
    await vi.waitFor(() => expect((currency as HTMLSelectElement).disabled).toBe(false))
    expect([...(currency as HTMLSelectElement).options].map((option) => option.value)).toEqual(['EUR', 'USD'])
    fireEvent.change(currency, { target: { value: 'EUR' } })
    await screen.findByText('€2,000.00')
    expect(total()).toBe('€2,000.00')
    expect(window.localStorage.getItem('strongroom.fiatCurrency')).toBe('"EUR"')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/balances/eur?'))).toBe(true)
  })

  it('offers Send on each token with a balance (with the token chosen) and Add to wallet on ERC-20 rows', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/balances/supported-fiat-codes', ['USD']],
      [new RegExp(`${balancesPath}/usd`), twoTokens()],
    ])
    await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[0] })
    await screen.findAllByTestId('token-row')
    const [native, token] = rows()
    expect(within(native!).getByRole('link', { name: 'Send ETH' }).getAttribute('href')).toBe(
      `/dev:${SAFE_ADDRESS}/transactions/new?flow=send`,
    )
    expect(within(token!).getByRole('link', { name: 'Send dUSD' }).getAttribute('href')).toBe(
      `/dev:${SAFE_ADDRESS}/transactions/new?flow=send&token=${DUSD}`,
    )
    await waitFor(() => expect(within(token!).getByRole('button', { name: 'Add to wallet dUSD' })).toBeTruthy())
    expect(within(native!).queryByRole('button', { name: /Add to wallet/ })).toBeNull()
  })

  it('hides a token from the list and the total, remembers it, and unhides it', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/balances/supported-fiat-codes', ['USD']],
      [new RegExp(`${balancesPath}/usd`), twoTokens()],
    ])
    const view = await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('token-row')
    fireEvent.click(screen.getByRole('button', { name: 'Hide dUSD' }))
    expect(rows()).toHaveLength(1)
    expect(total()).toBe('$3,000.00')
    expect(JSON.parse(window.localStorage.getItem('strongroom.hiddenTokens.1337') ?? '[]')).toEqual([
      DUSD.toLowerCase(),
    ])

    view.unmount()
    await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('token-row')
    expect(rows()).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Show hidden tokens (1)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Unhide dUSD' }))
    expect(total()).toBe('$4,000.00')
    expect(screen.queryByRole('button', { name: /Show hidden tokens/ })).toBeNull()
  })

  it('switches between the default token list and all tokens', async () => {
    const fetchMock = mockGateway([
      ['/v1/chains/1337', chainInfoFixture({ features: ['DEFAULT_TOKENLIST'] })],
      ['/v1/balances/supported-fiat-codes', ['USD']],
      [new RegExp(`${balancesPath}/usd\\?trusted=true`), balancesFixture([])],
      [new RegExp(`${balancesPath}/usd\\?trusted=false`), twoTokens()],
    ])
    await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />)
    // A chain with a default token list starts on it.
    expect(await screen.findByText(/No tokens from the default list/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Default tokens' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'All tokens' }))
    await screen.findAllByTestId('token-row')
    // The empty list's own action does the same.
    fireEvent.click(screen.getByRole('button', { name: 'Default tokens' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Show all tokens' }))
    await screen.findAllByTestId('token-row')
    expect(screen.getByRole('button', { name: 'All tokens' }).getAttribute('aria-pressed')).toBe('true')
    expect(rows()).toHaveLength(2)
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('trusted=true'))).toBe(true)
  })

  it('keeps working when the currency list is unavailable, and explains missing balances', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/balances/supported-fiat-codes', gatewayFailure(422, 'Error getting Fiat Codes')],
    ])
    await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />)
    expect((await screen.findByRole('alert')).textContent).toContain('This gateway does not provide balances.')
    expect(await screen.findByText('Other currencies are unavailable right now.')).toBeTruthy()
    expect([...(screen.getByLabelText('Currency') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['USD'])
  })

  it('keeps the tokens on screen after a failed update (500), marked as not up to date', async () => {
    let failing = false
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/balances/supported-fiat-codes', ['USD']],
      [
        new RegExp(`${balancesPath}/usd`),
        () => (failing ? gatewayFailure(500, 'Internal error')() : Response.json(twoTokens())),
      ],
    ])
    const { queryClient } = await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('token-row')
    expect(screen.queryByTestId('stale-data-notice')).toBeNull()

    failing = true
    await act(() => queryClient.refetchQueries())
    expect((await screen.findByTestId('stale-data-notice')).textContent).toContain('Not up to date')
    expect(rows()).toHaveLength(2)
    expect(total()).toBe('$4,000.00')

    failing = false
    fireEvent.click(within(screen.getByTestId('stale-data-notice')).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByTestId('stale-data-notice')).toBeNull())
  })

  it('reloads a panel that failed while the gateway was away as soon as the stream is back', async () => {
    let down = true
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/balances/supported-fiat-codes', ['USD']],
      [safePath, safeInfoFixture(TAGS)],
      [
        new RegExp(`${safePath}/balances/usd`),
        () =>
          down
            ? Response.json({ code: 503, message: 'Service unavailable' }, { status: 503 })
            : Response.json(balancesFixture([balanceFixture()])),
      ],
    ])
    await renderWithProviders(
      <SafeLiveUpdates chainId={1337} safe={SAFE_ADDRESS}>
        <AssetsPage address={SAFE_ADDRESS} prefix="dev" />
      </SafeLiveUpdates>,
    )
    // The gateway client retries a 503 twice (1 s, 2 s) before the panel gives up.
    expect((await screen.findByRole('alert', {}, { timeout: 6_000 })).textContent).toContain(
      'The balances could not be loaded.',
    )
    const source = FakeEventSource.latest()
    await act(async () => source.fail(FakeEventSource.CONNECTING))

    down = false
    await act(async () => source.emit('hello', TAGS, '1'))
    expect(await screen.findAllByTestId('token-row')).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
  }, 10_000)

  it('says when the Safe holds nothing', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/balances/supported-fiat-codes', ['USD']],
      [new RegExp(`${balancesPath}/usd`), balancesFixture([])],
    ])
    await renderWithProviders(<AssetsPage address={SAFE_ADDRESS} prefix="dev" />)
    expect(await screen.findByText(/This Safe holds no tokens yet/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Show the address to receive' }).getAttribute('href')).toBe(
      `/dev:${SAFE_ADDRESS}/receive`,
    )
  })
})
