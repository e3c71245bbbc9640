import {
  type BridgeRequest,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  parseBridgeRequest,
  type SafeMessageDetails,
  safeL2Abi,
} from '@strongroom/protocol'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { encodeFunctionResult, type Hex, hashMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../../testing/gatewayFixtures'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { BLIND_SIGNING_STORAGE_KEY } from '../../settings'
import type { BridgeRequestError } from '../bridge/BridgeRequestError'
import { APP_REQUEST_REJECTED, BLIND_SIGNING_REFUSED } from './appSigningErrors'
import { prepareAppMessage } from './prepareAppMessage'
import { SafeAppSignRequest } from './SafeAppSignRequest'

// The devnet's dev account 1 (an owner in the fixtures): the fake wallet behind wagmi's mock connector signs with it.
const owner1 = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const APP = { name: 'Mail App', url: 'https://mail.example/app/' }
type SigningRequest = Extract<BridgeRequest, { method: 'signMessage' | 'signTypedMessage' }>

function requestOf(method: 'signMessage' | 'signTypedMessage', params: unknown, sdkVersion = '9.1.0'): SigningRequest {
  const verdict = parseBridgeRequest({ id: 'r1', method, params, env: { sdkVersion } })
  if (verdict.kind !== 'request') throw new Error(JSON.stringify(verdict))
  return verdict.request as SigningRequest
}

const mail = {
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

/**
 * The network at the fetch boundary: the gateway (chain with or without EIP1271, the Safe, its messages) and the
 * node, where wagmi's mock connector sends `eth_signTypedData_v4`: the fake wallet signs with owner 1's key, or
 * rejects as a user would.
 */
function stubNetwork({
  features = ['EIP1271', 'EIP1559'],
  stored,
  walletRejects = false,
}: {
  features?: string[]
  stored?: SafeMessageDetails
  walletRejects?: boolean
} = {}) {
  const posts: { path: string; body: unknown }[] = []
  const walletCalls: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.host === 'rpc.test') {
        const request = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
        const answer = (result: unknown) => Response.json({ jsonrpc: '2.0', id: request.id, result })
        if (request.method === 'eth_signTypedData_v4') {
          walletCalls.push(request.params)
          if (walletRejects)
            return Response.json({ jsonrpc: '2.0', id: request.id, error: { code: 4001, message: 'User rejected' } })
          return answer(await owner1.signTypedData(JSON.parse(String(request.params[1]))))
        }
        if (request.method === 'eth_call')
          return answer(encodeFunctionResult({ abi: safeL2Abi, functionName: 'getOwners', result: [...OWNERS] }))
        return answer('0x539')
      }
      const path = url.pathname
      if (init?.method === 'POST') {
        posts.push({ path, body: JSON.parse(String(init.body)) })
        return new Response('', { status: 200 })
      }
      if (path === '/v1/chains/1337') return Response.json(chainInfoFixture({ features }))
      if (path === `/v1/chains/1337/safes/${SAFE_ADDRESS}`) return Response.json(safeInfoFixture())
      if (stored && path === `/v1/chains/1337/messages/${stored.messageHash}`) return Response.json(stored)
      return Response.json({ code: 404, message: 'Not found' }, { status: 404 })
    }),
  )
  return { posts, walletCalls }
}

async function show(request: SigningRequest, account: Hex | null = owner1.address) {
  const onDone = vi.fn<(result: unknown) => void>()
  const onFail = vi.fn<(error: BridgeRequestError) => void>()
  await renderWithProviders(
    <SafeAppSignRequest
      address={SAFE_ADDRESS}
      prefix="dev"
      app={APP}
      request={request}
      onDone={onDone}
      onFail={onFail}
    />,
    account ? { account } : {},
  )
  return { onDone, onFail }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('SafeAppSignRequest: messages', () => {
  it('shows who asks, the message and the hashes computed here, then signs off-chain and answers { messageHash }', async () => {
    expect(owner1.address).toBe(OWNERS[1])
    const { posts, walletCalls } = stubNetwork()
    const request = requestOf('signMessage', { message: 'Welcome!\nSign to log in.' })
    const { onDone, onFail } = await show(request)
    const message = prepareAppMessage(request, { chainId: 1337, safe: SAFE_ADDRESS, blindSigning: false })

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mail App asks the Safe to sign a message')
    expect(screen.getByTestId('safe-app-origin').textContent).toBe('https://mail.example')
    expect(screen.getByTestId('message-text').textContent).toBe('Welcome!\nSign to log in.')
    expect(screen.getByTestId('content-hash').textContent).toBe(hashMessage('Welcome!\nSign to log in.'))
    expect(screen.getByTestId('safe-message-hash').textContent).toBe(message.messageHash)

    const sign = await screen.findByRole('button', { name: 'Sign' })
    await waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(false))
    expect(walletCalls).toEqual([])
    await act(async () => fireEvent.click(sign))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(onDone).toHaveBeenCalledWith({ messageHash: message.messageHash })
    expect(onFail).not.toHaveBeenCalled()
    expect(walletCalls).toHaveLength(1)
    const signature = await owner1.signTypedData(
      getSafeMessageTypedData({ chainId: 1337, safeAddress: SAFE_ADDRESS, data: message.contentHash }),
    )
    expect(posts).toEqual([
      {
        path: `/v1/chains/1337/safes/${SAFE_ADDRESS}/messages`,
        body: {
          message: 'Welcome!\nSign to log in.',
          signature,
          origin: JSON.stringify({ url: APP.url, name: APP.name }),
        },
      },
    ])
  })

  it('shows typed data as a tree; Reject answers "Transaction was rejected" and nothing is signed', async () => {
    const { posts, walletCalls } = stubNetwork()
    const { onDone, onFail } = await show(requestOf('signTypedMessage', { typedData: mail }))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mail App asks the Safe to sign typed data')
    expect(screen.getByText('Typed data (EIP-712): Mail')).toBeTruthy()
    expect(screen.getAllByTestId('typed-data-field').map((field) => field.firstChild?.textContent)).toEqual([
      'name',
      'chainId',
      'from',
      'name',
      'wallet',
      'contents',
    ])
    expect(screen.getByTestId('content-hash').textContent).toBe(
      hashSafeMessageContent({ ...mail, primaryType: 'Mail' } as never),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(onFail).toHaveBeenCalledTimes(1)
    expect(onFail.mock.calls[0]![0].message).toBe(APP_REQUEST_REJECTED)
    expect(onDone).not.toHaveBeenCalled()
    expect(walletCalls).toEqual([])
    expect(posts).toEqual([])
  })

  it('warns when typed data names another chain', async () => {
    stubNetwork()
    await show(requestOf('signTypedMessage', { typedData: { ...mail, domain: { ...mail.domain, chainId: 1 } } }))
    expect(screen.getByText('This typed data names another network.')).toBeTruthy()
  })

  it('answers "Invalid typed data" at once for typed data that does not encode', async () => {
    const { walletCalls } = stubNetwork()
    const broken = { ...mail, message: { ...mail.message, from: { name: 'Cow', wallet: '0x1234' } } }
    const { onFail } = await show(requestOf('signTypedMessage', { typedData: broken }))
    await waitFor(() => expect(onFail).toHaveBeenCalledTimes(1))
    expect(onFail.mock.calls[0]![0].message).toBe('Invalid typed data')
    expect(walletCalls).toEqual([])
  })

  it('refuses a bare hash while blind signing is off, and reviews it once the user turned it on', async () => {
    const { walletCalls } = stubNetwork()
    const request = requestOf('signMessage', { message: `0x${'ab'.repeat(32)}` })
    const { onFail } = await show(request)
    expect(screen.getByTestId('blind-signing-refused').textContent).toContain('Blind signing is turned off.')
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
    expect(onFail).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onFail.mock.calls[0]![0].message).toBe(BLIND_SIGNING_REFUSED)
    expect(walletCalls).toEqual([])
    cleanup()

    localStorage.setItem(BLIND_SIGNING_STORAGE_KEY, 'true')
    await show(request)
    expect(screen.queryByTestId('blind-signing-refused')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeTruthy()
  })

  it('says so when the owner rejects in the wallet, and answers nothing until the user decides', async () => {
    const { posts } = stubNetwork({ walletRejects: true })
    const { onDone, onFail } = await show(requestOf('signMessage', { message: 'Hi' }))
    const sign = await screen.findByRole('button', { name: 'Sign' })
    await waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(false))
    await act(async () => fireEvent.click(sign))
    const error = await screen.findByTestId('sign-app-message-error')
    expect(error.textContent).toContain('You rejected the signature in your wallet.')
    expect(onDone).not.toHaveBeenCalled()
    expect(onFail).not.toHaveBeenCalled()
    expect(posts).toEqual([])
  })

  it('adds nothing for an owner who signed the stored message already, and answers its hash', async () => {
    const request = requestOf('signMessage', { message: 'Stored' })
    const message = prepareAppMessage(request, { chainId: 1337, safe: SAFE_ADDRESS, blindSigning: false })
    const info = (value: Hex) => ({ value, name: null, logoUri: null })
    const signature = await owner1.signTypedData(
      getSafeMessageTypedData({ chainId: 1337, safeAddress: SAFE_ADDRESS, data: message.contentHash }),
    )
    const { posts, walletCalls } = stubNetwork({
      stored: {
        messageHash: message.messageHash,
        status: 'NEEDS_CONFIRMATION',
        logoUri: null,
        name: null,
        message: 'Stored',
        creationTimestamp: 0,
        modifiedTimestamp: 0,
        confirmationsSubmitted: 1,
        confirmationsRequired: 2,
        proposedBy: info(OWNERS[1]),
        confirmations: [{ owner: info(OWNERS[1]), signature }],
        preparedSignature: null,
        safeAppId: null,
        origin: null,
      },
    })
    const { onDone } = await show(request)
    expect((await screen.findByTestId('existing-message')).textContent).toBe(
      'You have signed this message already (1 of 2 signatures).',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Answer the app' })))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ messageHash: message.messageHash }))
    expect(walletCalls).toEqual([])
    expect(posts).toEqual([])
  })

  it('does not offer signing to a wallet that is not connected', async () => {
    stubNetwork()
    await show(requestOf('signMessage', { message: 'Hi' }), null)
    expect(await screen.findByText('Connect the wallet of an owner of this Safe to sign.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
