import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useChainInfo } from '../../hooks/useChainInfo'
import { parseRuntimeConfig } from '../../lib/parseRuntimeConfig'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import type { SafeRouteName } from '../paths'
import { SafeLayout } from './SafeLayout'

const OUTSIDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

/** A screen that reads the chain's details, as the transaction screens do. */
function ChainReader() {
  const symbol = useChainInfo().data?.nativeCurrency.symbol ?? 'ETH'
  return <p>Screen in {symbol}</p>
}

function layout(prefix = 'dev', route: SafeRouteName = 'assets', address: string = SAFE_ADDRESS) {
  return (
    <SafeLayout safe={{ prefix, address }} route={route}>
      {(safe) => <p>Section content of {safe.address}</p>}
    </SafeLayout>
  )
}

describe('SafeLayout', () => {
  const gateway = () =>
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    ])

  it('shows a screen that reads the chain’s details even when the gateway cannot give them (offline signing)', async () => {
    // Each new reader of a query without data fetches it again, which makes it pending: the frame must not take that
    // for the first load, or it unmounts the screen, whose reader mounts again, and so on for ever.
    const fetchMock = mockGateway([
      ['/v1/chains/1337', gatewayFailure(404, 'unknown chain')],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, gatewayFailure(422, 'Cannot get Safe info from blockchain')],
    ])
    await renderWithProviders(
      <SafeLayout safe={{ prefix: 'dev', address: SAFE_ADDRESS }} route="offlineTransaction">
        {() => <ChainReader />}
      </SafeLayout>,
    )
    expect(await screen.findByText('Screen in ETH')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.getByText('Screen in ETH')).toBeTruthy()
    const chainReads = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/v1/chains/1337'))
    expect(chainReads.length).toBeLessThanOrEqual(2)
  })

  it('marks the Safe read-only when the connected wallet is not an owner', async () => {
    gateway()
    await renderWithProviders(layout(), { account: OUTSIDER })
    expect(await screen.findByTestId('read-only-mark')).toBeTruthy()
    expect(screen.getByTestId('read-only-banner').textContent).toContain(
      'The connected wallet is not an owner of this Safe',
    )
    expect(screen.getByText(`Section content of ${SAFE_ADDRESS}`)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Assets' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'NFTs' }).getAttribute('href')).toBe(`/dev:${SAFE_ADDRESS}/nfts`)
  })

  it.each([
    ['1.1.1', 'This Safe runs version 1.1.1'],
    [null, 'does not recognise'],
  ])('opens a Safe of version %s read-only even for an owner, saying why and what to do', async (version, why) => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture({ version })],
    ])
    await renderWithProviders(layout(), { account: OWNERS[1] })
    expect((await screen.findByTestId('read-only-reason')).textContent).toContain(why)
    expect(screen.getByTestId('read-only-reason').textContent).toMatch(/Update it to 1\.3\.0|move its funds/)
    expect(screen.queryByTestId('new-transaction-link')).toBeNull()
  })

  it('lets an owner of a 1.3.0 Safe sign', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture({ version: '1.3.0' })],
    ])
    await renderWithProviders(layout(), { account: OWNERS[1] })
    expect(await screen.findByTestId('new-transaction-link')).toBeTruthy()
    expect(screen.queryByTestId('read-only-banner')).toBeNull()
  })

  it('frames the Safe: identicon, name, short address with copy, network, threshold, value, New transaction, navigation', async () => {
    gateway()
    await renderWithProviders(layout(), { account: OWNERS[1] })
    const frame = within(await screen.findByTestId('safe-frame'))
    expect(await frame.findByText('2/3 owners')).toBeTruthy()
    expect(frame.getByTestId('safe-name').textContent).toBe('Safe')
    expect(frame.getByTestId('safe-chain').textContent).toBe('Strongroom Devnet')
    expect(frame.getByText('Total value')).toBeTruthy()
    expect(frame.getByRole('button', { name: /Copy/ })).toBeTruthy()
    expect(frame.getByTestId('new-transaction-link').getAttribute('href')).toBe(`/dev:${SAFE_ADDRESS}/transactions/new`)
    const nav = frame.getByRole('navigation', { name: 'Safe' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('Assets')
    expect(nav.querySelectorAll('svg[aria-hidden="true"]').length).toBe(within(nav).getAllByRole('link').length)
    // The screen is beside the frame, not in it.
    expect(frame.queryByText(`Section content of ${SAFE_ADDRESS}`)).toBeNull()
    expect(screen.getByText(`Section content of ${SAFE_ADDRESS}`)).toBeTruthy()
  })

  it('has no read-only mark for an owner', async () => {
    gateway()
    await renderWithProviders(layout(), { account: OWNERS[1] })
    expect(await screen.findByText('2/3 owners')).toBeTruthy()
    expect(screen.queryByTestId('read-only-mark')).toBeNull()
    expect(screen.queryByTestId('read-only-banner')).toBeNull()
  })

  it('is read-only without a wallet, and says how to sign', async () => {
    gateway()
    await renderWithProviders(layout())
    expect((await screen.findByTestId('read-only-banner')).textContent).toContain('Connect the wallet of an owner')
  })

  it('is read-only at once for a visitor without a remembered wallet, before the Safe’s details arrive', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, () => new Promise<Response>(() => {})],
    ])
    await renderWithProviders(layout())
    expect((await screen.findByTestId('read-only-banner')).textContent).toContain('Connect the wallet of an owner')
    expect(screen.getByTestId('read-only-mark')).toBeTruthy()
    expect(screen.getByTestId('safe-threshold').textContent).toBe('…/… owners')
    // Never offered to a visitor, not even while the details load.
    expect(screen.queryByTestId('new-transaction-link')).toBeNull()
  })

  it('explains an address without a Safe instead of showing the sections', async () => {
    mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(layout())
    expect(await screen.findByRole('heading', { name: 'No Safe at this address' })).toBeTruthy()
    expect(screen.queryByText(/Section content/)).toBeNull()
  })

  it('keeps the sections when the Safe details fail for another reason', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, gatewayFailure(422, 'Cannot get Safe info from blockchain')],
    ])
    await renderWithProviders(layout())
    expect(await screen.findByText("The Safe's details could not be loaded.")).toBeTruthy()
    expect(screen.getByText(`Section content of ${SAFE_ADDRESS}`)).toBeTruthy()
  })

  it('refuses a link for another network, or with an unknown prefix, naming the network it serves', async () => {
    gateway()
    await renderWithProviders(layout('eth'))
    expect((await screen.findByTestId('safe-link-problem')).textContent).toBe(
      '“eth:” is not the prefix of Strongroom Devnet (“dev:”), the only network this deployment serves. An address of another network cannot be used here.',
    )
    expect(screen.queryByText(/Section content/)).toBeNull()
    cleanup()
    await renderWithProviders(layout('zzz'))
    expect((await screen.findByTestId('safe-link-problem')).textContent).toMatch(/^“zzz:” is not the prefix of/)
  })

  it('opens a link on the served chain its prefix names, and names the served networks for a prefix of none', async () => {
    const runtimeConfig = parseRuntimeConfig({
      gatewayUrl: 'http://gw.test',
      chains: [
        { chainId: 1337, chainName: 'Strongroom Devnet', rpcUrl: 'http://rpc.test' },
        { chainId: 1338, chainName: 'Second Devnet', rpcUrl: 'http://rpc2.test' },
      ],
    })
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/chains/1338', chainInfoFixture({ chainId: '1338', chainName: 'Second Devnet', shortName: 'dev2' })],
      [`/v1/chains/1338/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    ])
    window.history.pushState({}, '', `/dev2:${SAFE_ADDRESS}/assets`)
    await renderWithProviders(layout('dev2'), { runtimeConfig })
    expect(await screen.findByText(`Section content of ${SAFE_ADDRESS}`)).toBeTruthy()
    // The Safe was read on the chain of its prefix.
    await screen.findByText('2/3 owners')
    cleanup()

    window.history.pushState({}, '', `/eth:${SAFE_ADDRESS}/assets`)
    await renderWithProviders(layout('eth'), { runtimeConfig })
    expect((await screen.findByTestId('safe-link-problem')).textContent).toBe(
      '“eth:” is not the prefix of a network this deployment serves: Strongroom Devnet (“dev:”), Second Devnet (“dev2:”). A Safe of another network cannot be opened here.',
    )
    window.history.pushState({}, '', '/')
  })

  it('says a link whose address has a wrong checksum has a wrong checksum, not "page not found"', async () => {
    gateway()
    await renderWithProviders(
      layout(
        'dev',
        'assets',
        SAFE_ADDRESS.replace(/[a-f]/, (c) => c.toUpperCase()),
      ),
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This Safe link cannot be opened')
    expect(screen.getByTestId('safe-link-problem').textContent).toContain('invalid checksum')
  })

  it('shows the tabs of a section with several screens, marking the current one', async () => {
    gateway()
    await renderWithProviders(layout('dev', 'transactionHistory'))
    const tabs = await screen.findByRole('navigation', { name: 'Transactions' })
    const links = [...tabs.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Queue', `/dev:${SAFE_ADDRESS}/transactions/queue`],
      ['History', `/dev:${SAFE_ADDRESS}/transactions/history`],
      ['Messages', `/dev:${SAFE_ADDRESS}/transactions/messages`],
      ['Offline signing', `/dev:${SAFE_ADDRESS}/transactions/offline`],
    ])
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Transactions' }).getAttribute('aria-current')).toBe('page')
  })
})
