import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { defineChain, type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Config, createConfig, createConnector, http, useAccount, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { resetAfterEach } from '../../testing/resetAfterEach'
import { SignInButton } from './SignInButton'
import { SignInFlow } from './SignInFlow'
import { SignInProvider } from './SignInProvider'
import { useSignIn } from './useSignIn'

// anvil's first dev key: a throwaway account.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const GATEWAY = 'http://gateway.test'
const devnet = defineChain({
  id: 1337,
  name: 'Strongroom Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

let walletFailsToSign = false

/** The wallet lies outside this machine: a connector signing with a local key stands in for it. */
const localWallet = createConnector<{ request(args: { method: string; params?: unknown }): Promise<unknown> }>(
  (config) => {
    const provider = {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address]
        if (method === 'eth_chainId') return '0x539'
        if (method === 'personal_sign') {
          if (walletFailsToSign) throw new Error('The device is locked')
          return account.signMessage({ message: { raw: (params as [Hex])[0] } })
        }
        throw new Error(`unexpected wallet request ${method}`)
      },
    }
    return {
      id: 'local',
      name: 'Local wallet',
      type: 'local',
      async connect() {
        return { accounts: [account.address], chainId: devnet.id } as never
      },
      async disconnect() {},
      async getAccounts() {
        return [account.address]
      },
      async getChainId() {
        return devnet.id
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return false
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  },
)

/** The gateway's sign-in endpoints, in memory (the HTTP server is another package's concern). */
function fakeGateway(options: { nonceFails?: boolean; refuseVerify?: boolean } = {}) {
  let session: { address: string; chainId: string; expiresAt: number } | undefined
  const calls: string[] = []
  const messages: string[] = []
  const json = (status: number, body: unknown) =>
    new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const route = `${init?.method ?? 'GET'} ${url.pathname}`
    calls.push(route)
    expect(init?.credentials).toBe('include')
    switch (route) {
      case 'GET /v1/auth/me':
        return session ? json(200, session) : json(401, { code: 401, message: 'Not signed in' })
      case 'GET /v1/auth/nonce':
        return options.nonceFails ? json(503, { code: 503, message: 'down' }) : json(200, { nonce: 'k3Jd8sQz1mNp4xWa' })
      case 'POST /v1/auth/verify': {
        const { message, signature } = JSON.parse(String(init?.body)) as { message: string; signature: Hex }
        messages.push(message)
        const valid = await verifyMessage({ address: account.address, message, signature })
        if (!valid || options.refuseVerify) return json(401, { code: 401, message: 'Invalid signature' })
        session = { address: account.address, chainId: '1337', expiresAt: Date.now() + 3_600_000 }
        return json(200, session)
      }
      case 'POST /v1/auth/logout':
        session = undefined
        return json(200, undefined)
      default:
        return json(404, { code: 404, message: 'Not found' })
    }
  })
  return { fetch, calls, messages, isSignedIn: () => session !== undefined }
}

let status = ''
let walletConnected = false
function StatusProbe() {
  status = useSignIn().status
  walletConnected = useAccount().isConnected
  return null
}

function renderApp(): Config {
  const config = createConfig({
    chains: [devnet],
    connectors: [localWallet],
    transports: { [devnet.id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SignInProvider gatewayUrl={GATEWAY}>
          <SignInFlow />
          <StatusProbe />
          <SignInButton />
        </SignInProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  return config
}

async function connectWallet(config: Config) {
  await act(() => connect(config, { connector: config.connectors[0]! }))
  return screen.findByRole('button', { name: 'Sign in' })
}

async function signInThroughDialog(config: Config) {
  fireEvent.click(await connectWallet(config))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.textContent).toContain('Verify your account')
  fireEvent.click(screen.getByRole('button', { name: 'Sign message' }))
}

beforeEach(() => {
  walletFailsToSign = false
})
resetAfterEach()

describe('sign-in (optional, "Verify your account" against the gateway)', () => {
  it('offers nothing while disconnected and asks the gateway nothing', async () => {
    const gateway = fakeGateway()
    vi.stubGlobal('fetch', gateway.fetch)
    renderApp()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(gateway.calls).toEqual([])
  })

  it('asks nothing that needs a session of a wallet that never signed in here: no 401 before sign-in', async () => {
    const gateway = fakeGateway()
    vi.stubGlobal('fetch', gateway.fetch)
    const config = renderApp()
    await connectWallet(config)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(gateway.calls).toEqual([])
    expect(status).toBe('signed-out')
  })

  it('signs in with an EIP-4361 message bound to this page, then signs out', async () => {
    const gateway = fakeGateway()
    vi.stubGlobal('fetch', gateway.fetch)
    const config = renderApp()
    await signInThroughDialog(config)
    await screen.findByTestId('signed-in', {}, { timeout: 5_000 })
    expect(status).toBe('signed-in')
    expect(screen.queryByRole('dialog')).toBeNull()

    const message = parseSiweMessage(gateway.messages[0]!)
    expect(message).toMatchObject({
      address: account.address,
      chainId: 1337,
      domain: window.location.host,
      uri: window.location.origin,
      nonce: 'k3Jd8sQz1mNp4xWa',
      version: '1',
      statement: 'Sign in to Strongroom to keep your address book and settings on this server.',
    })
    expect(message.expirationTime!.getTime() - message.issuedAt!.getTime()).toBe(10 * 60 * 1000)

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await screen.findByRole('button', { name: 'Sign in' })
    expect(gateway.isSignedIn()).toBe(false)
    expect(gateway.calls.at(-1)).toBe('POST /v1/auth/logout')
  })

  it('"Cancel" closes the dialog and keeps the wallet connected: sign-in is optional', async () => {
    const gateway = fakeGateway()
    vi.stubGlobal('fetch', gateway.fetch)
    const config = renderApp()
    fireEvent.click(await connectWallet(config))
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(walletConnected).toBe(true)
    expect(config.state.status).toBe('connected')
    expect(status).toBe('signed-out')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('says so when the server cannot prepare the message', async () => {
    vi.stubGlobal('fetch', fakeGateway({ nonceFails: true }).fetch)
    const config = renderApp()
    await signInThroughDialog(config)
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'The server could not prepare a sign-in message. Try again in a moment.',
    )
    expect(status).toBe('signing-in')
  })

  it('says so when the gateway refuses the signature, and stays signed out', async () => {
    const gateway = fakeGateway({ refuseVerify: true })
    vi.stubGlobal('fetch', gateway.fetch)
    const config = renderApp()
    await signInThroughDialog(config)
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'The server did not accept the signature. Try again.',
    )
    expect(gateway.isSignedIn()).toBe(false)
    expect(screen.queryByTestId('signed-in')).toBeNull()
  })

  it('says so when the wallet fails to sign, and sends nothing to verify', async () => {
    const gateway = fakeGateway()
    vi.stubGlobal('fetch', gateway.fetch)
    walletFailsToSign = true
    const config = renderApp()
    await signInThroughDialog(config)
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Your wallet could not sign the message. Check the wallet, then try again.',
    )
    expect(gateway.calls).not.toContain('POST /v1/auth/verify')
  })

  it('picks up an existing session for the connected account, and ends it when the wallet disconnects', async () => {
    const gateway = fakeGateway()
    vi.stubGlobal('fetch', gateway.fetch)
    const config = renderApp()
    await signInThroughDialog(config)
    await screen.findByTestId('signed-in', {}, { timeout: 5_000 })
    cleanup()

    // A reload: the cookie (here the fake gateway's session) is still there, and this browser remembers signing in.
    const reloaded = renderApp()
    await act(() => connect(reloaded, { connector: reloaded.connectors[0]! }))
    await screen.findByTestId('signed-in', {}, { timeout: 5_000 })
    expect(gateway.calls).toContain('GET /v1/auth/me')
    await act(() => disconnect(reloaded))
    await waitFor(() => expect(gateway.isSignedIn()).toBe(false))
    expect(screen.queryByTestId('signed-in')).toBeNull()
  })

  it('hides sign-in once the gateway turns out to have no sign-in endpoints', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 404, message: 'Not found' }), { status: 404 })),
    )
    const config = renderApp()
    await signInThroughDialog(config)
    await waitFor(() => expect(status).toBe('unavailable'), { timeout: 5_000 })
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
