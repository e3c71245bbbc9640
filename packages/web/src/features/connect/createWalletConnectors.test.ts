import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { createWalletConnectors } from './createWalletConnectors'

type Details = { rkDetails?: { id: string; groupName: string; isWalletConnectModalConnector?: boolean } }

function walletList(walletConnectProjectId?: string) {
  const { connectors } = createWalletConnectors({ walletConnectProjectId })
  const config = createConfig({
    chains: [mainnet],
    connectors,
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return config.connectors.map((connector) => {
    const { rkDetails } = connector as unknown as Details
    return `${rkDetails?.groupName}:${rkDetails?.id}${rkDetails?.isWalletConnectModalConnector ? ' (modal)' : ''}`
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createWalletConnectors', () => {
  it('without a WalletConnect project id: no WalletConnect, no MetaMask QR fallback', () => {
    expect(walletList()).toEqual(['Recommended:coinbase', 'Other:injected', 'Other:safe'])
  })

  it('with a project id: MetaMask (mobile via WalletConnect), Coinbase and WalletConnect v2 with its QR modal', () => {
    expect(walletList('0123456789abcdef0123456789abcdef')).toEqual([
      'Recommended:metaMask',
      'Recommended:coinbase',
      'Recommended:walletConnect (modal)',
      'Recommended:walletConnect',
      'Other:injected',
      'Other:safe',
    ])
  })

  it('offers an injected MetaMask extension even without a project id, through the injected provider', () => {
    vi.stubGlobal('ethereum', { isMetaMask: true, request: async () => [], on() {}, removeListener() {} })
    const { connectors } = createWalletConnectors({})
    const config = createConfig({
      chains: [mainnet],
      connectors,
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    const metaMask = config.connectors[0]!
    expect((metaMask as unknown as Details).rkDetails?.id).toBe('metaMask')
    // wagmi's injected connector (shimDisconnect), not the MetaMask SDK connector.
    expect(metaMask.type).toBe('injected')
    expect(metaMask.id).toBe('metaMask')
  })
})
