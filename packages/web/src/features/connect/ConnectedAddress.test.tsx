import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { defineChain } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type Config, createConfig, http, mock, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { type AddressBook, useAddressBook } from '../address-book'
import { ConnectedAddress } from './ConnectedAddress'

// anvil's first dev account, lower-cased as some wallets report it; the page must show the EIP-55 form.
const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnet = defineChain({
  id: 1337,
  name: 'Strongroom Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

function setup(): Config {
  // The wallet lies outside this machine; wagmi's mock connector stands in for it.
  return createConfig({
    chains: [devnet],
    connectors: [mock({ accounts: [ACCOUNT] })],
    transports: { [devnet.id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

function Providers({ config, children }: { config: Config; children: ReactNode }) {
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

afterEach(cleanup)

let book: AddressBook | undefined
function CaptureBook() {
  book = useAddressBook()
  return null
}

describe('ConnectedAddress', () => {
  it('renders nothing while disconnected', () => {
    const config = setup()
    const { container } = render(
      <Providers config={config}>
        <ConnectedAddress />
      </Providers>,
    )
    expect(container.textContent).toBe('')
  })

  it('shows the full checksummed address once connected and hides it after disconnecting', async () => {
    const config = setup()
    render(
      <Providers config={config}>
        <ConnectedAddress />
      </Providers>,
    )
    const [connector] = config.connectors
    await act(() => connect(config, { connector: connector! }))
    expect(screen.getByTestId('connected-address').textContent).toBe(CHECKSUMMED)
    expect(screen.getByText(/Connected account/)).toBeTruthy()

    await act(() => disconnect(config))
    expect(screen.queryByTestId('connected-address')).toBeNull()
  })

  it('shows the address book name of the connected account on its chain', async () => {
    const config = setup()
    render(
      <Providers config={config}>
        <CaptureBook />
        <ConnectedAddress />
      </Providers>,
    )
    await act(() => connect(config, { connector: config.connectors[0]! }))
    expect(screen.queryByTestId('connected-name')).toBeNull()
    await act(() => book!.upsert({ chainId: 1337, address: CHECKSUMMED, name: 'Deployer' }))
    expect(screen.getByTestId('connected-name').textContent).toBe('Deployer ')
    expect(screen.getByTestId('connected-address').textContent).toBe(CHECKSUMMED)
    await act(() => book!.upsert({ chainId: 1, address: CHECKSUMMED, name: 'On mainnet' }))
    expect(screen.getByTestId('connected-name').textContent).toBe('Deployer ')
    await act(() => book!.remove(1337, CHECKSUMMED))
    expect(screen.queryByTestId('connected-name')).toBeNull()
    await act(() => book!.remove(1, CHECKSUMMED))
  })
})
