import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type Config, type CreateConnectorFn, createConfig, createConnector, http, mock, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { RuntimeConfigContext } from '../../hooks/useRuntimeConfig'
import { parseRuntimeConfig } from '../../lib/parseRuntimeConfig'
import { runtimeConfigForChain } from '../../lib/runtimeConfigForChain'
import { WrongNetworkBanner } from './WrongNetworkBanner'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnet = defineChain({
  id: 1337,
  name: 'Strongroom Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const second = defineChain({
  id: 1338,
  name: 'Second Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
})
const GOERLI = 5
/** The deployment serves both devnets; the screen shows the first unless a test says otherwise. */
const runtimeConfig = parseRuntimeConfig({
  gatewayUrl: 'http://127.0.0.1:1',
  chains: [devnet, second].map((chain) => ({
    chainId: chain.id,
    chainName: chain.name,
    rpcUrl: chain.rpcUrls.default.http[0],
  })),
})

/** A wallet on another network that has no way to switch on request (the wallet lies outside this machine). */
const fixedNetworkWallet = createConnector((config) => ({
  id: 'fixed',
  name: 'Fixed network wallet',
  type: 'fixed',
  async connect() {
    return { accounts: [ACCOUNT], chainId: GOERLI } as never
  },
  async disconnect() {},
  async getAccounts() {
    return [ACCOUNT]
  },
  async getChainId() {
    return GOERLI
  },
  async getProvider() {
    return {}
  },
  async isAuthorized() {
    return false
  },
  onAccountsChanged() {},
  onChainChanged() {},
  onDisconnect() {
    config.emitter.emit('disconnect')
  },
}))

function setup(connector: CreateConnectorFn): Config {
  return createConfig({
    chains: [devnet, second],
    connectors: [connector],
    transports: { [devnet.id]: http(), [second.id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

async function renderConnected(config: Config, chainId?: number, onScreen: number = devnet.id) {
  render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>
        <RuntimeConfigContext.Provider value={runtimeConfigForChain(runtimeConfig, onScreen)}>
          <WrongNetworkBanner />
        </RuntimeConfigContext.Provider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! })
    // The user switches networks in the wallet: connectors report it as a `change` event.
    if (chainId) config.connectors[0]!.emitter.emit('change', { chainId })
  })
}

afterEach(cleanup)

describe('WrongNetworkBanner', () => {
  it('is absent on the app network', async () => {
    await renderConnected(setup(mock({ accounts: [ACCOUNT] })))
    expect(screen.queryByTestId('wrong-network-banner')).toBeNull()
  })

  it('says "Wrong network detected" and switches back on request', async () => {
    const config = setup(mock({ accounts: [ACCOUNT] }))
    await renderConnected(config, GOERLI)
    const banner = screen.getByTestId('wrong-network-banner')
    expect(banner.getAttribute('role')).toBe('alert')
    expect(screen.getByText('Wrong network detected, switch or disconnect to continue.')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Switch to Strongroom Devnet' }))
    })
    await waitFor(() => expect(screen.queryByTestId('wrong-network-banner')).toBeNull())
    expect(config.state.connections.get(config.state.current!)?.chainId).toBe(devnet.id)
  })

  it('asks to switch when the wallet is on another served chain than the one on screen', async () => {
    const config = setup(mock({ accounts: [ACCOUNT] }))
    await renderConnected(config, devnet.id, second.id)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Switch to Second Devnet' }))
    })
    await waitFor(() => expect(screen.queryByTestId('wrong-network-banner')).toBeNull())
    expect(config.state.connections.get(config.state.current!)?.chainId).toBe(second.id)
  })

  it('explains a failed switch in a sentence', async () => {
    const config = setup(mock({ accounts: [ACCOUNT], features: { switchChainError: true } }))
    await renderConnected(config, GOERLI)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Switch to Strongroom Devnet' }))
    })
    expect(await screen.findByText('You declined the network switch in your wallet.')).toBeTruthy()
  })

  it('tells a wallet that cannot switch to do it in the wallet, and still offers disconnect', async () => {
    const config = setup(fixedNetworkWallet)
    await renderConnected(config)
    expect(screen.getByText('Wrong network detected, switch or disconnect to continue.')).toBeTruthy()
    expect(
      screen.getByText(
        'Your wallet does not support switching networks from Strongroom. Try switching networks from within your wallet instead.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    })
    expect(config.state.status).toBe('disconnected')
    expect(screen.queryByTestId('wrong-network-banner')).toBeNull()
  })
})
