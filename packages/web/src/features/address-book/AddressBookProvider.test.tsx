import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '../../testing/renderSignedIn'
import { TEST_RUNTIME_CONFIG } from '../../testing/renderWithProviders'
import type { AddressBook } from './AddressBookContext'
import { AddressBookProvider } from './AddressBookProvider'
import { LocalBookMergePrompt } from './LocalBookMergePrompt'
import { localAddressBookStore } from './localAddressBookStore'
import { useAddressBook } from './useAddressBook'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const GATEWAY = TEST_RUNTIME_CONFIG.gatewayUrl

type WireEntry = { chainId: string; address: string; name: string }

/** The gateway's session and address book endpoints, in memory; the session belongs to OWNER. */
function fakeGateway(initial: WireEntry[]) {
  const book = new Map(initial.map((entry) => [`${entry.chainId}:${entry.address}`, entry]))
  const calls: string[] = []
  const json = (status: number, body: unknown) =>
    new Response(body === undefined ? '' : JSON.stringify(body), { status })
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input))
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${pathname}`)
    if (pathname === '/v1/auth/me')
      return json(200, { address: OWNER, chainId: '1337', expiresAt: Date.now() + 60_000 })
    if (pathname === '/v1/address-book' && method === 'GET') return json(200, [...book.values()])
    if (pathname === '/v1/address-book' && method === 'POST') {
      const entry = JSON.parse(String(init?.body)) as WireEntry
      book.set(`${entry.chainId}:${entry.address}`, entry)
      return json(200, entry)
    }
    const match = /^\/v1\/address-book\/(\d+)\/(0x[0-9a-fA-F]{40})$/.exec(pathname)
    if (match && method === 'DELETE') {
      book.delete(`${match[1]}:${match[2]}`)
      return json(200, undefined)
    }
    return json(404, { code: 404, message: 'Not found' })
  })
  return { fetch, calls, book }
}

let current: AddressBook | undefined
function Probe() {
  current = useAddressBook()
  return null
}

/** The provider for OWNER, signed in, with the probe and the screen under test inside it. */
async function renderBookSignedIn(screenUnderTest?: ReactNode): Promise<void> {
  await renderSignedIn(
    <AddressBookProvider gatewayUrl={GATEWAY}>
      <Probe />
      {screenUnderTest}
    </AddressBookProvider>,
    { account: OWNER },
  )
}

/** The prompt as the address book screen shows it. */
function MergePrompt() {
  const { localMerge } = useAddressBook()
  return localMerge ? <LocalBookMergePrompt merge={localMerge} /> : null
}

const names = () => current!.entries.map((entry) => entry.name)

beforeEach(() => {
  localStorage.clear()
  localAddressBookStore().replaceAll([])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The gateway endpoints are chunks of their own; the first test to need them waits for their import.
describe('AddressBookProvider', { timeout: 15_000 }, () => {
  it('uses the local book while signed out', () => {
    localAddressBookStore().upsert({ chainId: 1337, address: ALICE, name: 'Alice' })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AddressBookProvider gatewayUrl={GATEWAY}>
          <Probe />
        </AddressBookProvider>
      </QueryClientProvider>,
    )
    expect(current!.source).toBe('local')
    expect(current!.nameOf(1337, ALICE.toLowerCase())).toBe('Alice')
    expect(current!.nameOf(1, ALICE)).toBeUndefined()
  })

  it('switches to the gateway book on sign-in and copies nothing until asked; this browser’s names win, the server’s alone are marked', async () => {
    const gateway = fakeGateway([
      { chainId: '1337', address: BOB, name: 'Bob (server)' },
      { chainId: '1337', address: CAROL, name: 'Carol' },
    ])
    vi.stubGlobal('fetch', gateway.fetch)
    localAddressBookStore().upsert({ chainId: 1337, address: ALICE, name: 'Alice' })
    localAddressBookStore().upsert({ chainId: 1337, address: BOB, name: 'Bob (local)' })

    await renderBookSignedIn()
    await waitFor(() => expect(current!.localMerge?.count).toBe(1), { timeout: 10_000 })
    expect(current!.source).toBe('gateway')
    expect(names()).toEqual(['Bob (server)', 'Carol'])
    expect(gateway.calls.filter((call) => call === 'POST /v1/address-book')).toHaveLength(0)
    // A hostile gateway cannot rename a payee this browser knows (docs/web-security.md §2.5).
    expect(current!.nameOf(1337, BOB)).toBe('Bob (local)')
    expect(current!.isServerName(1337, BOB)).toBe(false)
    expect(current!.nameOf(1337, CAROL)).toBe('Carol')
    expect(current!.isServerName(1337, CAROL)).toBe(true)

    await act(() => current!.localMerge!.accept())
    await waitFor(() => expect(names()).toEqual(['Alice', 'Bob (server)', 'Carol']))
    expect(current!.localMerge).toBeUndefined()
    expect(gateway.calls.filter((call) => call === 'POST /v1/address-book')).toHaveLength(1)
    // The local copy stays for signed-out use.
    expect(
      localAddressBookStore()
        .getEntries()
        .map((entry) => entry.name),
    ).toEqual(['Alice', 'Bob (local)'])
  })

  it('keeps the local book out of the account when declined, and out of the next sign-in', async () => {
    const gateway = fakeGateway([])
    vi.stubGlobal('fetch', gateway.fetch)
    localAddressBookStore().upsert({ chainId: 1337, address: ALICE, name: 'Alice' })
    await renderBookSignedIn()
    await waitFor(() => expect(current!.localMerge?.count).toBe(1), { timeout: 10_000 })
    act(() => current!.localMerge!.decline())
    expect(current!.localMerge).toBeUndefined()
    cleanup()

    await renderBookSignedIn()
    await waitFor(() => expect(current!.source === 'gateway' && !current!.loading).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(current!.localMerge).toBeUndefined()
    expect(gateway.book.size).toBe(0)
    expect(gateway.calls.filter((call) => call === 'POST /v1/address-book')).toHaveLength(0)
    // A name saved in this browser later is offered again.
    cleanup()
    localAddressBookStore().upsert({ chainId: 1337, address: BOB, name: 'Bob' })
    await renderBookSignedIn()
    await waitFor(() => expect(current!.localMerge?.count).toBe(1), { timeout: 10_000 })
  })

  it('asks with a prompt that names the account, and copies on the answer', async () => {
    const gateway = fakeGateway([])
    vi.stubGlobal('fetch', gateway.fetch)
    localAddressBookStore().upsert({ chainId: 1337, address: ALICE, name: 'Alice' })
    await renderBookSignedIn(<MergePrompt />)
    const prompt = await screen.findByTestId('address-book-merge-prompt', {}, { timeout: 10_000 })
    expect(prompt.textContent).toContain('1 address book entry saved while signed out')
    expect(prompt.textContent).toContain(OWNER)
    expect(gateway.book.size).toBe(0)
    fireEvent.click(within(prompt).getByRole('button', { name: 'Copy into my account' }))
    await waitFor(() => expect(gateway.book.size).toBe(1))
    await waitFor(() => expect(screen.queryByTestId('address-book-merge-prompt')).toBeNull())
  })

  it('writes changes to the gateway while signed in, validating a batch before the first request', async () => {
    const gateway = fakeGateway([])
    vi.stubGlobal('fetch', gateway.fetch)
    await renderBookSignedIn()
    await waitFor(() => expect(current!.source).toBe('gateway'))
    await waitFor(() => expect(current!.loading).toBe(false), { timeout: 10_000 })

    await act(() => current!.upsert({ chainId: 1337, address: ALICE, name: 'Alice' }))
    await waitFor(() => expect(names()).toEqual(['Alice']))
    await expect(
      current!.upsertMany([
        { chainId: 1337, address: BOB, name: 'Bob' },
        { chainId: 1337, address: CAROL, name: '' },
      ]),
    ).rejects.toThrow('Name must not be empty.')
    expect(gateway.book.size).toBe(1)
    expect(localAddressBookStore().getEntries()).toEqual([])
  })
})
