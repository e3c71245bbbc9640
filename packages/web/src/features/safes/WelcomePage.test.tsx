import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseRuntimeConfig } from '../../lib/parseRuntimeConfig'
import { balanceFixture, balancesFixture, chainInfoFixture, OWNERS, SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { addedSafesKey } from './useAddedSafes'
import { WelcomePage } from './WelcomePage'

const WATCHED = '0x308c61941d28e48AdBAb2Be5Fd8A4BbBed7C5De9'

// The list is a lazy chunk; loading its module up front keeps the tests about the screen, not the bundler.
beforeAll(() => import('./SafeList'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

describe('WelcomePage', () => {
  it('asks to connect and offers both ways in, without touching the gateway', async () => {
    const fetchMock = mockGateway([])
    await renderWithProviders(<WelcomePage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Safe accounts, on your own server')
    // One spelling, RainbowKit's, for every button that connects a wallet.
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/Connect wallet/)
    expect(screen.getByRole('link', { name: 'Create Safe' }).getAttribute('href')).toBe('/new-safe')
    expect(screen.getByRole('link', { name: 'Add existing Safe' }).getAttribute('href')).toBe('/add-safe')
    expect(screen.queryByRole('heading', { name: 'Safe accounts' })).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lists owned Safes with their value and added ones as read-only', async () => {
    window.localStorage.setItem(addedSafesKey(1337), JSON.stringify([{ address: WATCHED, name: 'Watched' }]))
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/owners/${OWNERS[0]}/safes`, { safes: [SAFE_ADDRESS] }],
      [new RegExp(`/safes/${SAFE_ADDRESS}/balances/usd`), balancesFixture([balanceFixture({ fiatBalance: '1234.5' })])],
      [new RegExp(`/safes/${WATCHED}/balances/usd`), balancesFixture([])],
    ])
    await renderWithProviders(<WelcomePage />, { account: OWNERS[0] })
    const owned = await screen.findByRole('list', { name: 'Safes you own' })
    const ownedItem = within(owned).getByTestId('safe-list-item')
    expect(within(ownedItem).getByRole('link').getAttribute('href')).toBe(`/dev:${SAFE_ADDRESS}`)
    expect(ownedItem.textContent).toContain('Owner')
    await within(ownedItem).findByText('$1,234.50')

    const addedItem = within(screen.getByRole('list', { name: 'Safes you added' })).getByTestId('safe-list-item')
    expect(addedItem.textContent).toContain('Watched')
    expect(addedItem.textContent).toContain('Read-only')
    await within(addedItem).findByText('$0.00')
    expect(within(addedItem).getByRole('button', { name: 'Remove Watched from the list' })).toBeTruthy()
  })

  it('lists the Safes owned through an owned Safe, at any depth, each with its parent, and not again as added', async () => {
    const nested = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const deep = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    window.localStorage.setItem(addedSafesKey(1337), JSON.stringify([{ address: nested, name: 'Nested' }]))
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/owners/${OWNERS[0]}/safes`, { safes: [SAFE_ADDRESS] }],
      [`/v1/chains/1337/owners/${SAFE_ADDRESS}/safes`, { safes: [nested] }],
      [`/v1/chains/1337/owners/${nested}/safes`, { safes: [deep, SAFE_ADDRESS] }],
      [`/v1/chains/1337/owners/${deep}/safes`, { safes: [] }],
      [/\/balances\/usd/, balancesFixture([])],
    ])
    await renderWithProviders(<WelcomePage />, { account: OWNERS[0] })
    const list = await screen.findByRole('list', { name: 'Safes you own through a Safe' })
    await waitFor(() => expect(within(list).getAllByTestId('safe-list-item')).toHaveLength(2))
    const [first, second] = within(list).getAllByTestId('safe-list-item')
    expect(within(first!).getByRole('link').getAttribute('href')).toBe(`/dev:${nested}`)
    expect(first!.textContent).toContain('Owner through a Safe')
    expect(within(first!).getByTestId('nested-safe-via').textContent).toMatch(/^Owned through/)
    expect(within(second!).getByRole('link').getAttribute('href')).toBe(`/dev:${deep}`)
    expect(screen.queryByRole('list', { name: 'Safes you added' })).toBeNull()
  })

  it('degrades one failing part at a time: owned list error and missing balances', async () => {
    window.localStorage.setItem(addedSafesKey(1337), JSON.stringify([{ address: WATCHED, name: 'Watched' }]))
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/owners/${OWNERS[0]}/safes`, gatewayFailure(422, 'Checksum address validation failed')],
      // No balances route: the gateway answers 404.
    ])
    await renderWithProviders(<WelcomePage />, { account: OWNERS[0] })
    expect((await screen.findByRole('alert')).textContent).toContain('The Safes this wallet owns could not be loaded.')
    const addedItem = screen.getByTestId('safe-list-item')
    expect(addedItem.textContent).toContain('Watched')
    expect(await within(addedItem).findByText('Balance unavailable')).toBeTruthy()
  })

  it('says so when the wallet owns no Safe', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/owners/${OWNERS[0]}/safes`, { safes: [] }],
    ])
    await renderWithProviders(<WelcomePage />, { account: OWNERS[0] })
    expect(await screen.findByText(/The connected wallet is not an owner of any Safe yet/)).toBeTruthy()
  })

  it('lists the Safes of every chain served under its name, each linked under its chain’s prefix', async () => {
    const runtimeConfig = parseRuntimeConfig({
      gatewayUrl: 'http://gw.test',
      chains: [
        { chainId: 1337, chainName: 'Strongroom Devnet', rpcUrl: 'http://rpc.test' },
        { chainId: 1338, chainName: 'Second Devnet', rpcUrl: 'http://rpc2.test' },
      ],
    })
    window.localStorage.setItem(addedSafesKey(1338), JSON.stringify([{ address: WATCHED, name: 'Watched' }]))
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      ['/v1/chains/1338', chainInfoFixture({ chainId: '1338', chainName: 'Second Devnet', shortName: 'dev2' })],
      [`/v1/chains/1337/owners/${OWNERS[0]}/safes`, { safes: [SAFE_ADDRESS] }],
      [`/v1/chains/1338/owners/${OWNERS[0]}/safes`, { safes: [] }],
      [new RegExp(`/safes/(${SAFE_ADDRESS}|${WATCHED})/balances/usd`), balancesFixture([])],
    ])
    await renderWithProviders(<WelcomePage />, { account: OWNERS[0], runtimeConfig })
    const first = await screen.findByTestId('safe-list-1337')
    within(first).getByRole('heading', { name: 'Strongroom Devnet' })
    const owned = await within(first).findByRole('list', { name: 'Safes you own' })
    expect(within(owned).getByRole('link').getAttribute('href')).toBe(`/dev:${SAFE_ADDRESS}`)
    const second = screen.getByTestId('safe-list-1338')
    within(second).getByRole('heading', { name: 'Second Devnet' })
    const added = within(second).getByRole('list', { name: 'Safes you added' })
    await waitFor(() => expect(within(added).getByRole('link').getAttribute('href')).toBe(`/dev2:${WATCHED}`))
    expect(within(first).queryByText('Watched')).toBeNull()
  })
})
