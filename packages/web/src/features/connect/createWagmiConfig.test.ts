import { defineChain } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClient } from 'wagmi/actions'
import { createWagmiConfig } from './createWagmiConfig'

const chain = (rpcUrl: string) =>
  defineChain({
    id: 1337,
    name: 'Strongroom Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

afterEach(() => vi.unstubAllGlobals())

describe('createWagmiConfig transport (docs/wallet-connection.md §9: 10 s timeout, retry after 100 ms, 2 retries)', () => {
  it('uses batched JSON-RPC over HTTP for http(s) URLs', async () => {
    const rpcUrl = 'http://node.test:8545'
    const bodies: unknown[] = []
    // The node lies outside this machine: answer each request of a batch with its id.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { id: number; method: string }[]
        bodies.push(body)
        return new Response(JSON.stringify(body.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x1' }))), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const { wagmiConfig } = createWagmiConfig({ chains: [{ chain: chain(rpcUrl), rpcUrl }] })
    const client = getClient(wagmiConfig)!
    expect(client.transport.type).toBe('http')
    expect(client.transport.timeout).toBe(10_000)
    expect(client.transport.retryDelay).toBe(100)
    expect(client.transport.retryCount).toBe(2)
    await Promise.all([client.request({ method: 'eth_blockNumber' }), client.request({ method: 'eth_gasPrice' })])
    expect(bodies).toHaveLength(1)
    expect((bodies[0] as { method: string }[]).map((call) => call.method)).toEqual(['eth_blockNumber', 'eth_gasPrice'])
  })

  it('uses a WebSocket transport for ws(s) URLs, with the same policy', () => {
    const rpcUrl = 'wss://node.test/ws'
    const { wagmiConfig } = createWagmiConfig({ chains: [{ chain: chain(rpcUrl), rpcUrl }] })
    const client = getClient(wagmiConfig)!
    expect(client.transport.type).toBe('webSocket')
    expect(client.transport.timeout).toBe(10_000)
    expect(client.transport.retryCount).toBe(2)
  })
})
