import { getSafeMessageHash, type SafeMessageItem, type SafeMessagePage, safeL2Abi } from '@strongroom/protocol'
import { act, cleanup, screen, within } from '@testing-library/react'
import { type Address, encodeFunctionResult } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { MessagesPage } from './MessagesPage'

const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
const addressInfo = (value: Address) => ({ value, name: null, logoUri: null })
// Well-formed, but no owner made it: it recovers to some other address.
const FORGED = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b` as const

const typedData = {
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  domain: { name: 'Ether Mail', chainId: 1337 },
  message: { from: { name: 'Cow', wallet: OWNERS[2] }, contents: 'Hello, Bob!' },
}

function messageFixture(
  message: SafeMessageItem['message'],
  overrides: Partial<SafeMessageItem> = {},
): SafeMessageItem {
  const content = typeof message === 'string' ? message : ({ ...message, primaryType: 'Mail' } as never)
  return {
    type: 'MESSAGE',
    messageHash: getSafeMessageHash({ chainId: 1337, safeAddress: SAFE_ADDRESS, message: content }),
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message,
    creationTimestamp: Date.UTC(2026, 10, 24, 10),
    modifiedTimestamp: Date.UTC(2026, 10, 24, 10),
    confirmationsSubmitted: 1,
    confirmationsRequired: 2,
    proposedBy: addressInfo(OWNERS[0]),
    confirmations: [{ owner: addressInfo(OWNERS[0]), signature: FORGED }],
    preparedSignature: null,
    safeAppId: null,
    origin: null,
    ...overrides,
  }
}

const page: SafeMessagePage = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { type: 'DATE_LABEL', timestamp: Date.UTC(2026, 10, 24) },
    messageFixture('Welcome to the Safe!\nSign to log in.', {
      origin: JSON.stringify({ url: 'https://login.example/app', name: 'Login App' }),
    }),
    messageFixture(typedData, {
      status: 'CONFIRMED',
      name: 'Mail App',
      confirmationsSubmitted: 2,
      confirmations: [
        { owner: addressInfo(OWNERS[0]), signature: FORGED },
        { owner: addressInfo(OWNERS[1]), signature: FORGED },
      ],
    }),
  ],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The gateway, and the chain answering `getOwners` for the Safe. */
function stubNetwork() {
  const gateway = mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [safeRoute, safeInfoFixture()],
    [`${safeRoute}/messages`, page],
  ])
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.host !== 'rpc.test') return gateway(input, init)
    const request = JSON.parse(String(init?.body)) as { id: number; method: string }
    const result =
      request.method === 'eth_call'
        ? encodeFunctionResult({ abi: safeL2Abi, functionName: 'getOwners', result: [...OWNERS] })
        : '0x539'
    return Response.json({ jsonrpc: '2.0', id: request.id, result })
  })
  return gateway
}

const cards = () => screen.getAllByTestId('safe-message')

describe('MessagesPage', () => {
  it('shows each message with its status, decoded content and signers', async () => {
    stubNetwork()
    await renderWithProviders(<MessagesPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('safe-message')
    const [text, typed] = cards() as [HTMLElement, HTMLElement]
    expect(within(text).getByTestId('message-status').textContent).toBe('Needs confirmation')
    expect(within(text).getByTestId('message-confirmations').textContent).toBe('1 of 2')
    expect(within(text).getByTestId('message-text').textContent).toBe('Welcome to the Safe!\nSign to log in.')
    expect(within(text).getAllByTestId('message-signer')).toHaveLength(1)
    // No registry app: the origin the app's request stored names it, with the origin of its URL.
    expect(within(text).getByText(/From Login App \(https:\/\/login\.example\) ·/)).toBeTruthy()

    expect(within(typed).getByTestId('message-status').textContent).toBe('Confirmed')
    expect(within(typed).getByText(/From Mail App/)).toBeTruthy()
    expect(within(typed).getByText('Typed data (EIP-712): Mail')).toBeTruthy()
    const fields = within(typed)
      .getAllByTestId('typed-data-field')
      .map((field) => field.firstChild?.textContent)
    expect(fields).toEqual(['name', 'chainId', 'from', 'name', 'wallet', 'contents'])
    expect(within(typed).getByText('Hello, Bob!')).toBeTruthy()
    expect(within(typed).getAllByTestId('message-signer')).toHaveLength(2)
    // No wallet connected: nobody to sign.
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
  })

  it('offers Sign to an owner who has not signed, and refuses in red when a confirmation does not verify', async () => {
    const gateway = stubNetwork()
    await renderWithProviders(<MessagesPage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[1] })
    await screen.findAllByTestId('safe-message')
    // Owner 1 signed the typed message already; it is confirmed anyway.
    expect(within(cards()[1]!).queryByRole('button', { name: 'Sign' })).toBeNull()
    const sign = within(cards()[0]!).getByRole('button', { name: 'Sign' })
    await act(async () => sign.click())
    const error = await within(cards()[0]!).findByTestId('sign-message-error')
    expect(error.className).toContain('banner--danger')
    expect(error.textContent).toContain(
      `The confirmation of ${OWNERS[0].slice(0, 6)}…${OWNERS[0].slice(-4)} does not verify for this message.`,
    )
    expect(gateway.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })
})
