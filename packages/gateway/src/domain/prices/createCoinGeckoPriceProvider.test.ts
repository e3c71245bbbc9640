import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { assetsConfigSchema } from './assetsConfigSchema'
import { createCoinGeckoPriceProvider } from './createCoinGeckoPriceProvider'
import { PriceProviderUnavailableError } from './PriceProviderUnavailableError'

// The real CoinGecko API lies outside this machine: a local server answers its three endpoints the way it does.
const DAI = getAddress('0x6b175474e89094c44da98b954eedeac495271d0f')
const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const UNKNOWN = getAddress('0x1111111111111111111111111111111111111111')

let server: Server
let baseUrl: string
let requests: { path: string; query: URLSearchParams; apiKey: string | undefined }[] = []
let mode: 'ok' | 'error' | 'garbage' | 'hang' = 'ok'

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost')
  requests.push({ path: url.pathname, query: url.searchParams, apiKey: request.headers['x-cg-pro-api-key'] as string })
  if (mode === 'hang') return
  if (mode === 'error') return response.writeHead(429).end('{"status":{"error_code":429}}')
  const json = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (mode === 'garbage') return json({ unexpected: true })
  const vs = url.searchParams.get('vs_currencies') ?? ''
  if (url.pathname === '/api/v3/simple/supported_vs_currencies') return json(['usd', 'eur', 'btc', 'usd'])
  if (url.pathname === '/api/v3/simple/price') return json({ ethereum: { [vs]: vs === 'usd' ? 3120.5 : 2870.86 } })
  if (url.pathname === '/api/v3/simple/token_price/ethereum') {
    const known: Record<string, number> = { [DAI.toLowerCase()]: 0.9998, [USDC.toLowerCase()]: 1.0001 }
    const addresses = (url.searchParams.get('contract_addresses') ?? '').split(',')
    return json(Object.fromEntries(addresses.filter((a) => a in known).map((a) => [a, { [vs]: known[a] }])))
  }
  response.writeHead(404).end()
}

beforeAll(async () => {
  server = createServer(answer)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  requests = []
  mode = 'ok'
})

function provider(options: { timeoutMs?: number; now?: () => number } = {}) {
  const config = assetsConfigSchema.parse({
    priceProvider: { type: 'coingecko', baseUrl, apiKey: 'secret', timeoutMs: options.timeoutMs ?? 2000 },
  }).priceProvider
  if (config.type !== 'coingecko') throw new Error('expected the coingecko config')
  return createCoinGeckoPriceProvider(config, options.now ? { now: options.now } : {})
}

describe('createCoinGeckoPriceProvider', () => {
  it('reads supported currencies lower-case, deduplicated and sorted, sending the API key', async () => {
    expect(await provider().getFiatCodes()).toEqual(['btc', 'eur', 'usd'])
    expect(requests).toEqual([
      { path: '/api/v3/simple/supported_vs_currencies', query: expect.anything(), apiKey: 'secret' },
    ])
  })

  it('prices the native coin and tokens, null for unknown tokens and unconfigured chains', async () => {
    const prices = await provider().getPrices({ chainId: '1', currency: 'usd', tokens: [DAI, USDC, UNKNOWN] })
    expect(prices).toEqual({
      native: '3120.5',
      tokens: new Map([
        [DAI, '0.9998'],
        [USDC, '1.0001'],
        [UNKNOWN, null],
      ]),
    })
    const tokenRequest = requests.find((request) => request.path.endsWith('/token_price/ethereum'))
    expect(tokenRequest?.query.get('contract_addresses')).toBe(
      [DAI, USDC, UNKNOWN].map((a) => a.toLowerCase()).join(','),
    )
    requests = []
    expect(await provider().getPrices({ chainId: '1337', currency: 'usd', tokens: [DAI] })).toEqual({
      native: null,
      tokens: new Map([[DAI, null]]),
    })
    expect(requests).toEqual([])
  })

  it('reuses answers (unknown prices too) until the TTL passes', async () => {
    let clock = 1_000_000
    const prices = provider({ now: () => clock })
    await prices.getPrices({ chainId: '1', currency: 'eur', tokens: [DAI, UNKNOWN] })
    await prices.getFiatCodes()
    expect(requests).toHaveLength(3)
    clock += 299_000
    const again = await prices.getPrices({ chainId: '1', currency: 'eur', tokens: [DAI, UNKNOWN] })
    await prices.getFiatCodes()
    expect(again.native).toBe('2870.86')
    expect(requests).toHaveLength(3)
    // A new token costs one request for that token only.
    await prices.getPrices({ chainId: '1', currency: 'eur', tokens: [DAI, USDC] })
    expect(requests.at(-1)?.query.get('contract_addresses')).toBe(USDC.toLowerCase())
    expect(requests).toHaveLength(4)
    clock += 2_000
    await prices.getPrices({ chainId: '1', currency: 'eur', tokens: [DAI] })
    expect(requests).toHaveLength(6)
  })

  it('fails with PriceProviderUnavailableError on HTTP errors, bad payloads and timeouts', async () => {
    mode = 'error'
    await expect(provider().getFiatCodes()).rejects.toMatchObject({
      name: 'PriceProviderUnavailableError',
      message: 'Prices provider answered HTTP 429.',
      details: { status: 429 },
    })
    mode = 'garbage'
    await expect(provider().getFiatCodes()).rejects.toThrow('Prices provider answered an unexpected payload.')
    await expect(provider().getPrices({ chainId: '1', currency: 'usd', tokens: [] })).rejects.toBeInstanceOf(
      PriceProviderUnavailableError,
    )
    mode = 'hang'
    const started = Date.now()
    await expect(provider({ timeoutMs: 200 }).getFiatCodes()).rejects.toThrow('Prices provider is unreachable.')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
