import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { defineChain } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type Config, createConfig, http, mock, useConnect, WagmiProvider } from 'wagmi'
import { ConnectionErrorNotice } from './ConnectionErrorNotice'

const devnet = defineChain({
  id: 1337,
  name: 'Strongroom Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

function setup(features: Parameters<typeof mock>[0]['features']): Config {
  return createConfig({
    chains: [devnet],
    connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], features })],
    transports: { [devnet.id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

let attempt: () => Promise<unknown> = async () => undefined

/** Stands in for RainbowKit's modal, which connects through the same wagmi mutation. */
function ConnectTrigger() {
  const { connectAsync, connectors } = useConnect()
  attempt = () => connectAsync({ connector: connectors[0]! }).catch(() => undefined)
  return null
}

function renderNotice(config: Config) {
  return render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>
        <ConnectTrigger />
        <ConnectionErrorNotice />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}

afterEach(cleanup)

describe('ConnectionErrorNotice', () => {
  it('is silent before any attempt', () => {
    const { container } = renderNotice(setup({ connectError: true }))
    expect(container.textContent).toBe('')
  })

  it('explains a rejected connection in one sentence, without the error dump', async () => {
    renderNotice(setup({ connectError: true }))
    await act(() => attempt())
    // TanStack Query notifies observers on a timer, hence find/waitFor rather than get.
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'You declined the connection request in your wallet. Choose the wallet again to retry.',
    )
    // viem's message carries "Details:" / "Version:" lines; none of that may reach the page.
    expect(document.body.textContent).not.toMatch(/Details:|Version:|Failed to connect/)
  })

  it('disappears once a later attempt connects', async () => {
    // mock() reads its features object on every connect, so flipping the flag makes the retry succeed.
    const features: { connectError: boolean } = { connectError: true }
    renderNotice(setup(features))
    await act(() => attempt())
    await screen.findByRole('alert')

    features.connectError = false
    await act(() => attempt())
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
