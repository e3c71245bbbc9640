import { ConnectButton, useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useConnect } from 'wagmi'
import { parseRuntimeConfig } from '../lib/parseRuntimeConfig'
import { themePreferencesStore } from '../theme/themePreferencesStore'
import { AppProviders } from './AppProviders'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TX_HASH = `0x${'ab'.repeat(32)}`
const config = parseRuntimeConfig({
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://node.test:8545',
  gatewayUrl: 'http://gateway.test',
  explorerUrl: 'https://explorer.test/',
})

// The node and the wallet lie outside this machine: a JSON-RPC answerer and an injected EIP-1193 provider.
function rpcResult(method: string): unknown {
  switch (method) {
    case 'eth_chainId':
      return '0x539'
    case 'eth_blockNumber':
      return '0x10'
    case 'eth_getBalance':
      return '0xde0b6b3a7640000'
    case 'eth_getTransactionReceipt':
      return {
        transactionHash: TX_HASH,
        blockHash: `0x${'cd'.repeat(32)}`,
        blockNumber: '0x10',
        status: '0x1',
        logs: [],
        logsBloom: `0x${'00'.repeat(256)}`,
        cumulativeGasUsed: '0x5208',
        gasUsed: '0x5208',
        effectiveGasPrice: '0x1',
        from: ACCOUNT,
        to: ACCOUNT,
        contractAddress: null,
        transactionIndex: '0x0',
        type: '0x2',
      }
    default:
      return null
  }
}

beforeEach(() => {
  let approved = false
  themePreferencesStore().set({ mode: 'system', accent: 'blue' })
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
  vi.stubGlobal('ethereum', {
    async request({ method }: { method: string }) {
      // Like a real wallet: no accounts for this site until the user approves the connection.
      if (method === 'eth_requestAccounts') approved = true
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return approved ? [ACCOUNT] : []
      if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
      return rpcResult(method)
    },
    on() {},
    removeListener() {},
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (url.startsWith(config.gatewayUrl))
        return new Response('{"code":401,"message":"Not signed in"}', { status: 401 })
      const body = JSON.parse(String(init?.body)) as { id: number; method: string } | { id: number; method: string }[]
      const answer = (call: { id: number; method: string }) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: rpcResult(call.method),
      })
      return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

let addRecentTransaction: ReturnType<typeof useAddRecentTransaction> | undefined
let connectInjected: (() => void) | undefined
function Page() {
  addRecentTransaction = useAddRecentTransaction()
  const { connect, connectors } = useConnect()
  // Connects without the modal, which would start loading the wallet SDKs (they reach out to the network).
  connectInjected = () => connect({ connector: connectors.find((connector) => connector.id === 'injected')! })
  return <ConnectButton />
}

describe('AppProviders', () => {
  it('themes RainbowKit from the appearance settings', () => {
    themePreferencesStore().set({ mode: 'dark', accent: 'red' })
    render(
      <AppProviders config={config}>
        <Page />
      </AppProviders>,
    )
    expect(document.documentElement.dataset.theme).toBe('dark')
    // Through the CSSOM on the root, never an inline <style> (the Content-Security-Policy admits none).
    const root = document.documentElement.style
    expect(root.getPropertyValue('--rk-colors-accentColor')).toBe('#af2e2a')
    expect(root.getPropertyValue('--rk-colors-modalBackground')).toBe('#1A1B1F')
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })

  it('gives the account menu the explorer link, Copy Address and recent transactions with Clear All', async () => {
    render(
      <AppProviders config={config}>
        <Page />
      </AppProviders>,
    )
    await screen.findByTestId('rk-connect-button')
    act(() => connectInjected!())
    const accountButton = await screen.findByTestId('rk-account-button', {}, { timeout: 5_000 })

    act(() => addRecentTransaction!({ hash: TX_HASH, description: 'Create Safe' }))
    fireEvent.click(accountButton)
    const menu = await screen.findByRole('dialog')
    expect(within(menu).getByRole('button', { name: /Copy Address$/ })).toBeTruthy()
    expect(within(menu).getByRole('button', { name: /Disconnect$/ })).toBeTruthy()
    expect(within(menu).getByText('Recent Transactions')).toBeTruthy()
    expect(within(menu).getByText('Create Safe')).toBeTruthy()
    const explorer = within(menu).getByText('View more on explorer').closest('a')
    expect(explorer?.getAttribute('href')).toBe(`https://explorer.test/address/${ACCOUNT}`)

    fireEvent.click(within(menu).getByRole('button', { name: /Copy Address$/ }))
    await within(menu).findByText('Copied!')

    fireEvent.click(within(menu).getByText('Clear All'))
    await waitFor(() => expect(within(menu).queryByText('Create Safe')).toBeNull())
    expect(within(menu).getByText('Strongroom transactions will appear here...')).toBeTruthy()
  })
})
