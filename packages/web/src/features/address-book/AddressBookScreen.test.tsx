import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { RuntimeConfigContext } from '../../hooks/useRuntimeConfig'
import { chainInfoFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { TEST_RUNTIME_CONFIG } from '../../testing/renderWithProviders'
import { AddressBookScreen } from './AddressBookScreen'
import { LOCAL_ADDRESS_BOOK_KEY } from './createAddressBookStore'
import { localAddressBookStore } from './localAddressBookStore'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const devnet = defineChain({
  id: 1337,
  name: 'Strongroom Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

function renderScreen() {
  const config = createConfig({
    chains: [devnet],
    transports: { [devnet.id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>
        <RuntimeConfigContext.Provider value={TEST_RUNTIME_CONFIG}>
          <AddressBookScreen />
        </RuntimeConfigContext.Provider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

function addEntry(address: string, name: string) {
  const form = screen.getByRole('form', { name: 'Add entry' })
  fireEvent.change(within(form).getByLabelText('Address'), { target: { value: address } })
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: name } })
  fireEvent.click(within(form).getByRole('button', { name: 'Add entry' }))
}

async function importFile(text: string) {
  const input = screen.getByTestId('address-book-import') as HTMLInputElement
  const file = new File([text], 'book.csv', { type: 'text/csv' })
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } })
  })
  return screen.findByTestId('address-book-import-result')
}

// A row as read: the name, the shortened address (the full one for screen readers), Copy, the network, the actions.
const row = (name: string, address: string) =>
  `${name}${address.slice(0, 6)}…${address.slice(-4)}${address}CopyStrongroom DevnetEditRemove`
const rows = () => screen.queryAllByTestId('address-book-row').map((row) => row.textContent)

beforeEach(() => {
  localAddressBookStore().replaceAll([])
  mockGateway([['/v1/chains/1337', chainInfoFixture()]])
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('AddressBookScreen (signed out: this browser)', () => {
  it('starts empty and says where entries are kept', () => {
    renderScreen()
    expect(screen.getByTestId('address-book-empty')).toBeTruthy()
    expect(screen.getByTestId('address-book-source').textContent).toMatch(/^Saved in this browser\./)
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows each field problem next to its field and adds nothing', () => {
    renderScreen()
    addEntry(ALICE.replace('f39Fd', 'f39FD'), '')
    expect(screen.getByText(/^This address has an invalid checksum/)).toBeTruthy()
    expect(screen.getByText('Name must not be empty.')).toBeTruthy()
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true')
    expect(localStorage.getItem(LOCAL_ADDRESS_BOOK_KEY) ?? '[]').toBe('[]')
  })

  it('never renames silently: adding an address already in the book says so and renames only when asked', async () => {
    renderScreen()
    addEntry(ALICE, 'Alice')
    await waitFor(() => expect(rows()).toEqual([row('Alice', ALICE)]))
    addEntry(ALICE.toLowerCase(), 'Treasury')
    const notice = await screen.findByTestId('address-book-duplicate')
    expect(notice.textContent).toContain(
      'This address is already in your address book as “Alice”. Nothing was changed.',
    )
    expect(rows()).toEqual([row('Alice', ALICE)])

    fireEvent.click(within(notice).getByRole('button', { name: 'Keep “Alice”' }))
    expect(screen.queryByTestId('address-book-duplicate')).toBeNull()
    expect(rows()).toEqual([row('Alice', ALICE)])

    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }))
    fireEvent.click(
      within(await screen.findByTestId('address-book-duplicate')).getByRole('button', { name: 'Rename to “Treasury”' }),
    )
    await waitFor(() => expect(rows()).toEqual([row('Treasury', ALICE)]))
  })

  it("reads addresses as Add Safe does: the served network's prefix is accepted, another refused", async () => {
    renderScreen()
    // The prefix is judged once the network's short name has loaded.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
    await act(async () => {})
    addEntry(`eth:${BOB}`, 'Bob')
    expect(screen.getByText(/^“eth:” is not the prefix of Strongroom Devnet/)).toBeTruthy()
    addEntry(`dev:${BOB}`, 'Bob')
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining(BOB)]))
  })

  it('adds, renames and removes entries, keeping them in localStorage', async () => {
    renderScreen()
    addEntry(ALICE.toLowerCase(), 'Alice')
    await waitFor(() => expect(rows()).toEqual([row('Alice', ALICE)]))
    expect(JSON.parse(localStorage.getItem(LOCAL_ADDRESS_BOOK_KEY)!)).toEqual([
      { chainId: 1337, address: ALICE, name: 'Alice' },
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Edit Alice' }))
    const editForm = screen.getByRole('form', { name: 'Save' })
    expect((within(editForm).getByLabelText('Address') as HTMLInputElement).readOnly).toBe(true)
    fireEvent.change(within(editForm).getByLabelText('Name'), { target: { value: 'Alice (owner)' } })
    fireEvent.click(within(editForm).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(rows()[0]).toMatch(/^Alice \(owner\)/))

    fireEvent.click(screen.getByRole('button', { name: 'Remove Alice (owner)' }))
    await screen.findByTestId('address-book-empty')
  })

  it('imports a valid CSV file and exports it back byte for byte', async () => {
    renderScreen()
    const csv = `address,name,chainId\r\n${ALICE},Alice,1337\r\n${BOB},"Bob, the signer",1337\r\n`
    expect((await importFile(csv)).textContent).toBe('Imported 2 entries.')
    expect(rows()).toHaveLength(2)

    // The download leaves the page through a Blob URL; capture the Blob instead.
    let exported: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported = blob as Blob
      return 'blob:address-book'
    })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await exported!.text()).toBe(csv)
  })

  it('rejects a CSV file with bad lines, lists each one, and imports nothing', async () => {
    renderScreen()
    const csv = `address,name,chainId\n${ALICE},Alice,1337\n0x1234,Short,1337\n${BOB},,1337\n`
    const result = await importFile(csv)
    expect(result.getAttribute('role')).toBe('alert')
    expect(result.querySelector('p')?.textContent).toBe('The file was not imported: 2 lines have problems.')
    expect([...result.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Line 3: Address must be a 0x-prefixed 20-byte hex address.',
      'Line 4: Name must not be empty.',
    ])
    expect(screen.getByTestId('address-book-empty')).toBeTruthy()
  })
})
