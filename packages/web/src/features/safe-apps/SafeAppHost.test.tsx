import { BRIDGE_HOST_SDK_VERSION } from '@strongroom/protocol'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import type { AppFrameProps } from './AppFrame'
import { BridgeRequestError } from './bridge/BridgeRequestError'
import { PERMISSIONS_REJECTED } from './bridge/createBridgeHandler'
import { SAFE_APP_PERMISSIONS_KEY } from './bridge/createSafeAppPermissions'
import { SafeAppHost } from './SafeAppHost'
import type { SafeAppSignRequestProps } from './signing'
import { APP_REQUEST_REJECTED } from './signing/appSigningErrors'

const APP_URL = 'https://app.example/tx-builder/'
const APP_ORIGIN = 'https://app.example'
const env = { sdkVersion: '9.1.0' }
const NODE = 'http://node.test/node'
const SIGNED = `0x${'cd'.repeat(32)}` as const
const PENDING = `0x${'ef'.repeat(32)}` as const
const COMBINED = `0x${'11'.repeat(65)}${'22'.repeat(65)}`
const confirmedMessage = {
  messageHash: SIGNED,
  status: 'CONFIRMED',
  logoUri: null,
  name: null,
  message: 'hello',
  creationTimestamp: 1,
  modifiedTimestamp: 1,
  confirmationsSubmitted: 2,
  confirmationsRequired: 2,
  proposedBy: { value: OWNERS[0], name: null, logoUri: null },
  confirmations: [],
  preparedSignature: COMBINED,
  safeAppId: null,
  origin: null,
}

// The app's frame is another window, outside what happy-dom loads: the frame component hands the host a stand-in
// window that records what is posted to it. Messages "from the app" are MessageEvents with that window as source.
let posted: { message: unknown; target: string }[]
let appWindow: Window
vi.mock('./AppFrame', () => ({
  AppFrame: ({ name, onFrame, actions, url }: AppFrameProps) => {
    useEffect(() => {
      onFrame?.(appWindow)
      return () => onFrame?.(null)
    }, [onFrame])
    return (
      <header>
        <span data-testid="app-name">{name}</span>
        <span data-testid="app-origin">{new URL(url).origin}</span>
        {actions}
      </header>
    )
  },
}))

/** The signing review stands in as two buttons: the real one is signing/'s, with its own tests. */
function FakeSignRequest({ request, app, onDone, onFail, offChainSigning }: SafeAppSignRequestProps) {
  return (
    <div>
      <p data-testid="fake-sign-request">
        {app.name} {request.method}
      </p>
      <p data-testid="fake-off-chain">{String(offChainSigning)}</p>
      <button type="button" onClick={() => onDone({ safeTxHash: `0x${'ab'.repeat(32)}` })}>
        Fake approve
      </button>
      <button type="button" onClick={() => onFail(new BridgeRequestError('Transaction was rejected'))}>
        Fake reject
      </button>
    </div>
  )
}

function send(data: unknown, from: { source?: Window | null; origin?: string } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? APP_ORIGIN,
        source: from.source === undefined ? appWindow : from.source,
      }),
    )
  })
}

const answers = () => posted.map((entry) => entry.message)

async function renderHost(account: Address = OWNERS[0]) {
  return renderWithProviders(
    <SafeAppHost
      address={SAFE_ADDRESS}
      prefix="dev"
      app={{ name: 'Transaction Builder', url: APP_URL }}
      SignRequest={FakeSignRequest}
      onLeave={() => {}}
    />,
    { account },
  )
}

beforeEach(() => {
  posted = []
  appWindow = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) } as never
  localStorage.clear()
  mockGateway([
    ['/v1/chains/1337', chainInfoFixture({ safeAppsRpcUri: { authentication: 'NO_AUTHENTICATION', value: NODE } })],
    [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    // The chain's Safe Apps node (another process) answers every call with one balance.
    [/^\/node$/, { jsonrpc: '2.0', id: 1, result: '0xde0b6b3a7640000' }],
    [`/v1/chains/1337/messages/${SIGNED}`, confirmedMessage],
  ])
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SafeAppHost', () => {
  it('answers the app’s reading requests from the gateway, to the app’s origin only', async () => {
    await renderHost()
    send({ id: 'r1', method: 'getSafeInfo', env })
    send({ id: 'r2', method: 'getChainInfo', env })
    send({ id: 'r3', method: 'getEnvironmentInfo', env })
    send({ id: 'r4', method: 'rpcCall', params: { call: 'eth_getBalance', params: [SAFE_ADDRESS, 'latest'] }, env })
    send({ id: 'r5', method: 'rpcCall', params: { call: 'eth_sendRawTransaction', params: ['0x00'] }, env })
    send({ id: 'r6', method: 'getOffChainSignature', params: SIGNED, env })
    send({ id: 'r7', method: 'getOffChainSignature', params: PENDING, env })
    await waitFor(() => expect(posted).toHaveLength(7))
    expect(posted.every((entry) => entry.target === APP_ORIGIN)).toBe(true)
    const byId = Object.fromEntries(answers().map((answer) => [(answer as { id: string }).id, answer]))
    expect(byId.r1).toMatchObject({
      success: true,
      version: BRIDGE_HOST_SDK_VERSION,
      data: { safeAddress: SAFE_ADDRESS, chainId: 1337, threshold: 2, isReadOnly: false },
    })
    expect(byId.r2).toMatchObject({ success: true, data: { chainName: 'Strongroom Devnet', shortName: 'dev' } })
    expect(byId.r3).toMatchObject({ success: true, data: { origin: window.location.origin } })
    expect(byId.r4).toMatchObject({ success: true, data: '0xde0b6b3a7640000' })
    fireEvent.click(screen.getByRole('button', { name: /Session log/ }))
    expect(screen.getByTestId('safe-app-session-log').textContent).toContain('rpcCall (eth_getBalance)')
    // A combined signature the gateway calls CONFIRMED but whose signatures do not verify here is not handed on
    // (docs/web-security.md §2.6).
    expect(byId.r6).toMatchObject({ success: true, data: '' })
    expect(byId.r7).toMatchObject({ success: true, data: '' })
    expect(byId.r5).toMatchObject({ success: false, error: expect.stringContaining('Invalid params for rpcCall') })
  })

  it('drops what comes from another window or origin, unread and unanswered, and logs the app’s requests', async () => {
    await renderHost()
    const other = { postMessage: vi.fn() } as unknown as Window
    send({ id: 'x1', method: 'getSafeInfo', env }, { source: other })
    send({ id: 'x2', method: 'getSafeInfo', env }, { origin: 'https://evil.example' })
    send({ id: 'x3', method: 'getSafeInfo', env }, { source: window })
    send({ id: 'x4', method: 'eth_sendTransaction', env })
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      target: APP_ORIGIN,
      message: expect.objectContaining({ id: 'x4', success: false }),
    })
    expect(other.postMessage).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /Session log/ }))
    const log = screen.getByTestId('safe-app-session-log')
    expect(log.textContent).toContain('2 messages from other windows or sites were ignored.')
    expect(log.textContent).toContain('another origin')
    expect(log.textContent).toContain('eth_sendTransaction')
    expect(log.textContent).toContain('is not a method of the Safe Apps bridge')
  })

  it('holds a signing request until the user answers in the sheet, one request at a time', async () => {
    await renderHost()
    send({ id: 's1', method: 'signMessage', params: { message: 'hello' }, env })
    send({ id: 's2', method: 'sendTransactions', params: { txs: [{ to: OWNERS[1], value: '1', data: '0x' }] }, env })
    expect((await screen.findByTestId('fake-sign-request')).textContent).toBe('Transaction Builder signMessage')
    expect(screen.getByTestId('fake-off-chain').textContent).toBe('true')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(posted).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Fake approve' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      target: APP_ORIGIN,
      message: expect.objectContaining({ id: 's1', success: true, data: { safeTxHash: `0x${'ab'.repeat(32)}` } }),
    })
    // The next request now shows; the user rejects it.
    expect((await screen.findByTestId('fake-sign-request')).textContent).toBe('Transaction Builder sendTransactions')
    fireEvent.click(screen.getByRole('button', { name: 'Fake reject' }))
    await waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]!.message).toMatchObject({ id: 's2', success: false, error: 'Transaction was rejected' })
    expect(screen.queryByTestId('safe-app-sign-sheet')).toBeNull()
  })

  it('lets the user reject at once every signing request a flooding app queued', async () => {
    await renderHost()
    for (let i = 0; i < 5; i++) send({ id: `f${i}`, method: 'signMessage', params: { message: `m${i}` }, env })
    expect((await screen.findByTestId('safe-app-waiting-requests')).textContent).toContain(
      'Transaction Builder sent 4 more requests, waiting behind this one.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    await waitFor(() => expect(posted).toHaveLength(5))
    expect(posted.every(({ message }) => (message as { success: boolean }).success === false)).toBe(true)
    expect(posted.map(({ message }) => (message as { id: string }).id).sort()).toEqual(['f0', 'f1', 'f2', 'f3', 'f4'])
    expect(screen.queryByTestId('safe-app-sign-sheet')).toBeNull()
    // The app may ask again afterwards.
    send({ id: 'again', method: 'signMessage', params: { message: 'again' }, env })
    expect((await screen.findByTestId('fake-sign-request')).textContent).toBe('Transaction Builder signMessage')
    expect(screen.queryByTestId('safe-app-waiting-requests')).toBeNull()
  })

  it('answers a sheet closed with Escape as a rejection, and tells the sheet the app’s off-chain choice', async () => {
    await renderHost()
    send({
      id: 'o1',
      method: 'rpcCall',
      params: { call: 'safe_setSettings', params: [{ offChainSigning: false }] },
      env,
    })
    await waitFor(() => expect(posted).toHaveLength(1))
    posted = []
    send({ id: 'e1', method: 'sendTransactions', params: { txs: [{ to: OWNERS[1] }] }, env })
    const sheet = await screen.findByTestId('safe-app-sign-sheet')
    expect(screen.getByTestId('fake-off-chain').textContent).toBe('false')
    fireEvent.keyDown(sheet, { key: 'Escape' })
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.message).toMatchObject({ id: 'e1', success: false, error: APP_REQUEST_REJECTED })
  })

  it('asks "<origin> is requesting access to: Address Book"; a rejection is the SDK’s 4001, an acceptance is kept', async () => {
    await renderHost()
    send({ id: 'p1', method: 'wallet_requestPermissions', params: [{ requestAddressBook: {} }], env })
    expect((await screen.findByTestId('safe-app-permission-prompt')).textContent).toBe(
      `${APP_ORIGIN} is requesting access to: Address Book`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.message).toMatchObject({ id: 'p1', success: false, error: PERMISSIONS_REJECTED })
    expect(localStorage.getItem(SAFE_APP_PERMISSIONS_KEY)).toBeNull()

    send({ id: 'p2', method: 'requestAddressBook', env })
    await waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]!.message).toMatchObject({ id: 'p2', success: false, error: PERMISSIONS_REJECTED })

    send({ id: 'p3', method: 'wallet_requestPermissions', params: [{ requestAddressBook: {} }], env })
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(posted).toHaveLength(3))
    expect(posted[2]!.message).toMatchObject({
      id: 'p3',
      success: true,
      data: [{ parentCapability: 'requestAddressBook', invoker: APP_ORIGIN }],
    })
    expect(JSON.parse(localStorage.getItem(SAFE_APP_PERMISSIONS_KEY)!)).toMatchObject({
      [`${OWNERS[0]!.toLowerCase()}/1337:${SAFE_ADDRESS}`]: {
        [APP_ORIGIN]: [{ parentCapability: 'requestAddressBook' }],
      },
    })
    fireEvent.click(screen.getByRole('button', { name: /Session log/ }))
    expect(screen.getByTestId('safe-app-session-log').textContent).toMatch(/wallet_requestPermissions.*You.*Rejected/)
  })

  it('keeps a grant to the account that made it: the next account on this browser is asked again', async () => {
    await renderHost()
    send({ id: 'g1', method: 'wallet_requestPermissions', params: [{ requestAddressBook: {} }], env })
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    send({ id: 'g2', method: 'requestAddressBook', env })
    await waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]!.message).toMatchObject({ id: 'g2', success: true })
    cleanup()

    await renderHost(OWNERS[1])
    send({ id: 'g3', method: 'requestAddressBook', env })
    await waitFor(() => expect(posted).toHaveLength(3))
    expect(posted[2]!.message).toMatchObject({ id: 'g3', success: false, error: PERMISSIONS_REJECTED })
  })
})
