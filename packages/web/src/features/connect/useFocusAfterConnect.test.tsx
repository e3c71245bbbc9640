import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { createAppChain } from '../../lib/createAppChain'
import { TEST_RUNTIME_CONFIG } from '../../testing/renderWithProviders'
import { useFocusAfterConnect } from './useFocusAfterConnect'

afterEach(cleanup)

function Header() {
  const container = useRef<HTMLDivElement>(null)
  useFocusAfterConnect(container)
  return (
    <div ref={container}>
      <button type="button" data-testid="rk-account-button">
        0xf39F…2266
      </button>
    </div>
  )
}

function setup() {
  const chain = createAppChain(TEST_RUNTIME_CONFIG)
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })],
    transports: { [chain.id]: http() },
    storage: null,
  })
  render(
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>
        <Header />
        <input aria-label="Elsewhere" />
      </QueryClientProvider>
    </WagmiProvider>,
  )
  return () => act(async () => void (await connect(config, { connector: config.connectors[0]! })))
}

describe('useFocusAfterConnect', () => {
  it('moves focus from <body> to the account button once the wallet is connected', async () => {
    const connectWallet = setup()
    expect(document.activeElement).toBe(document.body)
    await connectWallet()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('rk-account-button')))
  })

  it('leaves focus where the user put it', async () => {
    const connectWallet = setup()
    screen.getByLabelText('Elsewhere').focus()
    await connectWallet()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(document.activeElement).toBe(screen.getByLabelText('Elsewhere'))
  })
})
