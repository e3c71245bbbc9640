import {
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type SafeMessageContent,
  type SafeMessageItem,
  type SafeMessagePage,
  safeL2Abi,
} from '@strongroom/protocol'
import { etherMail } from '@strongroom/protocol/testing'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shortenAddress } from '../../../components/AddressDisplay'
import { chainInfoFixture, SAFE_ADDRESS, safeInfoFixture } from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { MessagesPage } from './MessagesPage'

const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
const addressInfo = (value: Address) => ({ value, name: null, logoUri: null })
// Well-formed, but no owner made it: it recovers to some other address.
const FORGED = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b` as const
// Not a signature at all.
const GARBAGE = '0xdeadbeef'
const newAccount = () => privateKeyToAccount(generatePrivateKey())
const [alice, bob, carol, mallory] = [newAccount(), newAccount(), newAccount(), newAccount()] as const
const owners = [alice, bob, carol].map((account) => account.address)
const THRESHOLD = 2n

async function confirmationOf(account: typeof alice, message: SafeMessageItem['message'], listedAs?: Address) {
  const signature = await account.signTypedData(
    getSafeMessageTypedData({
      chainId: 1337,
      safeAddress: SAFE_ADDRESS,
      data: hashSafeMessageContent(contentOf(message)),
    }),
  )
  return { owner: addressInfo(listedAs ?? account.address), signature }
}

const typedData = etherMail({ chainId: 1337 })

function contentOf(message: SafeMessageItem['message']): SafeMessageContent {
  return typeof message === 'string' ? message : ({ ...message, primaryType: 'Mail' } as SafeMessageContent)
}

function messageFixture(
  message: SafeMessageItem['message'],
  overrides: Partial<SafeMessageItem> = {},
): SafeMessageItem {
  return {
    type: 'MESSAGE',
    messageHash: getSafeMessageHash({ chainId: 1337, safeAddress: SAFE_ADDRESS, message: contentOf(message) }),
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message,
    creationTimestamp: Date.UTC(2026, 10, 24, 10),
    modifiedTimestamp: Date.UTC(2026, 10, 24, 10),
    confirmationsSubmitted: 1,
    confirmationsRequired: 2,
    proposedBy: addressInfo(alice.address),
    confirmations: [],
    preparedSignature: null,
    safeAppId: null,
    origin: null,
    ...overrides,
  }
}

const TEXT = 'Welcome to the Safe!\nSign to log in.'
const HOSTILE = 'Approve everything.'

/**
 * A hostile gateway's page: each message claims more than its signatures hold. The text message is honest (one valid
 * confirmation); the typed one claims CONFIRMED 2 of 2 with one real signature and one forged; the third claims
 * CONFIRMED on a non-owner's signature and garbage; the fourth's content does not hash to its id.
 */
async function hostilePage(): Promise<SafeMessagePage> {
  return {
    count: 4,
    next: null,
    previous: null,
    results: [
      { type: 'DATE_LABEL', timestamp: Date.UTC(2026, 10, 24) },
      messageFixture(TEXT, {
        origin: JSON.stringify({ url: 'https://login.example/app', name: 'Login App' }),
        confirmations: [await confirmationOf(alice, TEXT)],
      }),
      messageFixture(typedData, {
        status: 'CONFIRMED',
        name: 'Mail App',
        confirmationsSubmitted: 2,
        confirmations: [await confirmationOf(alice, typedData), { owner: addressInfo(bob.address), signature: FORGED }],
      }),
      messageFixture(HOSTILE, {
        status: 'CONFIRMED',
        confirmationsSubmitted: 2,
        confirmations: [
          await confirmationOf(mallory, HOSTILE),
          { owner: addressInfo(carol.address), signature: GARBAGE },
        ],
      }),
      messageFixture('Shown text', {
        messageHash: getSafeMessageHash({ chainId: 1337, safeAddress: SAFE_ADDRESS, message: 'Other text' }),
        status: 'CONFIRMED',
        confirmationsSubmitted: 2,
        confirmations: [await confirmationOf(alice, 'Other text'), await confirmationOf(bob, 'Other text')],
      }),
    ],
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The gateway, and the chain answering the Safe's owners, threshold and nonce. */
async function stubNetwork() {
  const gateway = mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [safeRoute, safeInfoFixture({ owners })],
    [`${safeRoute}/messages`, await hostilePage()],
  ])
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.host !== 'rpc.test') return gateway(input, init)
    const request = JSON.parse(String(init?.body)) as { id: number; method: string; params: [{ data: Hex }] }
    if (request.method !== 'eth_call') return Response.json({ jsonrpc: '2.0', id: request.id, result: '0x539' })
    const { functionName } = decodeFunctionData({ abi: safeL2Abi, data: request.params[0].data })
    const result =
      functionName === 'getOwners'
        ? encodeFunctionResult({ abi: safeL2Abi, functionName, result: owners })
        : functionName === 'getThreshold'
          ? encodeFunctionResult({ abi: safeL2Abi, functionName, result: THRESHOLD })
          : encodeFunctionResult({ abi: safeL2Abi, functionName: 'nonce', result: 0n })
    return Response.json({ jsonrpc: '2.0', id: request.id, result })
  })
  return gateway
}

const cards = () => screen.getAllByTestId('safe-message')

const texts = (card: HTMLElement, testId: string) =>
  within(card)
    .queryAllByTestId(testId)
    .map((e) => e.textContent)

describe('MessagesPage', () => {
  it('shows status, count and signers from the signatures it verified, never from the gateway’s claims', async () => {
    await stubNetwork()
    await renderWithProviders(<MessagesPage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findAllByTestId('safe-message')
    await waitFor(() => expect(within(cards()[0]!).getByTestId('message-status').textContent).not.toMatch(/Checking/))
    const [text, typed, hostile, mismatched] = cards() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement]
    await waitFor(() =>
      expect(cards().map((card) => within(card).getByTestId('message-status').textContent)).toEqual([
        'Needs confirmation',
        'Needs confirmation',
        'Needs confirmation',
        'Does not match its id',
      ]),
    )
    expect(within(text).getByTestId('message-confirmations').textContent).toBe('1 of 2')
    expect(within(text).getByTestId('message-text').textContent).toBe(TEXT)
    expect(within(text).getAllByTestId('message-signer')).toHaveLength(1)
    expect(within(text).queryByTestId('message-invalid-confirmation')).toBeNull()
    // No registry app: the origin the app's request stored names it, with the origin of its URL.
    expect(within(text).getByText(/From Login App \(https:\/\/login\.example\) ·/)).toBeTruthy()

    // The gateway says CONFIRMED, 2 of 2: one of its two signatures is forged.
    expect(within(typed).getByTestId('message-confirmations').textContent).toBe('1 of 2')
    expect(within(typed).getAllByTestId('message-signer')).toHaveLength(1)
    expect(texts(typed, 'message-invalid-confirmation')).toEqual([
      `The signature of ${shortenAddress(bob.address)} does not verify for this message — not counted.`,
    ])
    expect(within(typed).getByText(/From Mail App/)).toBeTruthy()
    expect(within(typed).getByText('Typed data (EIP-712): Mail')).toBeTruthy()
    const fields = within(typed)
      .getAllByTestId('typed-data-field')
      .map((field) => field.firstChild?.textContent)
    const person = ['name', 'wallet']
    expect(fields).toEqual([
      'name',
      'version',
      'chainId',
      'verifyingContract',
      'from',
      ...person,
      'to',
      ...person,
      'contents',
    ])
    expect(within(typed).getByText('Hello, Bob!')).toBeTruthy()

    // A non-owner's real signature and garbage bytes: nobody signed.
    expect(within(hostile).getByTestId('message-confirmations').textContent).toBe('0 of 2')
    expect(within(hostile).queryAllByTestId('message-signer')).toHaveLength(0)
    expect(texts(hostile, 'message-invalid-confirmation')).toEqual([
      `The signature of ${shortenAddress(mallory.address)} does not verify for this message — not counted.`,
      `The signature of ${shortenAddress(carol.address)} does not verify for this message — not counted.`,
    ])

    // Valid signatures of other content: the card says so and lists no signer.
    expect(within(mismatched).getByTestId('message-hash-mismatch').className).toContain('banner--danger')
    expect(within(mismatched).queryByTestId('message-confirmations')).toBeNull()
    expect(within(mismatched).queryAllByTestId('message-signer')).toHaveLength(0)
    // No wallet connected: nobody to sign.
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
  })

  it('offers Sign where the verified count falls short, never on a message that does not match its id, and refuses in red when a confirmation does not verify', async () => {
    const gateway = await stubNetwork()
    await renderWithProviders(<MessagesPage address={SAFE_ADDRESS} prefix="dev" />, { account: bob.address })
    await screen.findAllByTestId('safe-message')
    await waitFor(() => expect(within(cards()[0]!).getByRole('button', { name: 'Sign' })).toBeTruthy())
    expect(within(cards()[3]!).queryByRole('button', { name: 'Sign' })).toBeNull()
    // The gateway lists Bob on the typed message and calls it CONFIRMED; his listed signature is forged.
    const sign = await within(cards()[1]!).findByRole('button', { name: 'Sign' })
    await act(async () => sign.click())
    const error = await within(cards()[1]!).findByTestId('sign-message-error')
    expect(error.className).toContain('banner--danger')
    expect(error.textContent).toContain(
      `The confirmation of ${shortenAddress(bob.address)} does not verify for this message.`,
    )
    expect(gateway.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })
})
