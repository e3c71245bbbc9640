import { InvalidInputError } from '@strongroom/protocol'
import { numberToHex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { type RationedRpc, type RationedRpcOptions, startRationedRpc } from './startRationedRpc'

let devnet: Devnet
let head: number
const proxies: RationedRpc[] = []

beforeAll(async () => {
  // The demo assets' mints: a dozen Transfer logs, one block each.
  devnet = await startDevnet()
  head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
})

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.stop()))
})

afterAll(() => devnet?.stop())

async function proxy(options: Omit<RationedRpcOptions, 'upstream'>): Promise<RationedRpc> {
  const started = await startRationedRpc({ upstream: devnet.rpcUrl, ...options })
  proxies.push(started)
  return started
}

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers of several shapes, read field by field
type Answer = { status: number; retryAfter: string | null; body: any }

async function post(url: string, body: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
}

const call = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: '2.0', id, method, params })
const getLogs = (from: number, to: number) =>
  call('eth_getLogs', [{ fromBlock: numberToHex(from), toBlock: numberToHex(to) }])

describe('startRationedRpc', () => {
  it('forwards single calls and batches unchanged', async () => {
    const { url } = await proxy({ dialect: 'infura' })
    expect((await post(url, call('eth_chainId'))).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x539' })
    const batch = await post(url, [call('eth_chainId', [], 7), getLogs(0, head)])
    expect(batch.body.map((answer: { id: number }) => answer.id)).toEqual([7, 1])
    expect(batch.body[1].result.length).toBeGreaterThanOrEqual(12)
  })

  // Each refusal as the provider words it (docs/rpc-providers.md §1).
  it.each([
    ['infura', true, 200, -32602, 'range 20 exceeds limit of 10'],
    [
      'alchemy',
      true,
      200,
      -32600,
      'You can make eth_getLogs requests with up to a 10 block range. Based on your parameters, this block range should work: [0x1, 0xa]',
    ],
    ['alchemy', false, 200, -32600, 'You can make eth_getLogs requests with up to a 10 block range.'],
    ['quicknode', true, 413, -32614, 'eth_getLogs is limited to a 10 range'],
    ['drpc', true, 200, 35, 'ranges over 10 blocks are not supported on freetier'],
    ['ankr', false, 200, -32600, 'block range is too wide'],
    ['ankr', true, 200, -32600, 'maximum [from, to] blocks distance: 10'],
    ['base', true, 200, -32614, 'eth_getLogs is limited to a 10 range'],
    ['geth', true, 200, -32000, 'exceed maximum block range: 10'],
  ] as const)(
    'refuses a span over the block cap as %s does (suggesting: %s)',
    async (dialect, suggestRange, status, code, message) => {
      const rpc = await proxy({ dialect, maxBlockRange: 10, suggestRange })
      const refused = await post(rpc.url, getLogs(1, 21))
      expect(refused).toMatchObject({ status, body: { id: 1, error: { code, message } } })
      const within = await post(rpc.url, getLogs(1, 10))
      expect(within.status).toBe(200)
      expect(Array.isArray(within.body.result)).toBe(true)
      expect(rpc.stats().refused.range).toBe(1)
    },
  )

  it('writes thousands the way QuickNode does, with HTTP 413', async () => {
    const rpc = await proxy({ dialect: 'quicknode', maxBlockRange: 10_000 })
    expect(await post(rpc.url, getLogs(0, 10_000))).toMatchObject({
      status: 413,
      body: { error: { code: -32614, message: 'eth_getLogs is limited to a 10,000 range' } },
    })
  })

  it('refuses an answer over the result cap with a range that fits, and serves that range', async () => {
    const all = (await post(devnet.rpcUrl, getLogs(0, head))).body.result as { blockNumber: string }[]
    const rpc = await proxy({ dialect: 'infura', maxResults: 4 })
    const refused = await post(rpc.url, getLogs(0, head))
    const match =
      /^query returned more than 4 results\. Try with this block range \[0x([0-9A-F]+), 0x([0-9A-F]+)\]\.$/.exec(
        refused.body.error.message,
      )
    expect(refused.body.error.code).toBe(-32005)
    expect(match).not.toBeNull()
    const [from, to] = [Number.parseInt(match![1]!, 16), Number.parseInt(match![2]!, 16)]
    expect(from).toBe(0)
    const served = await post(rpc.url, getLogs(from, to))
    expect(served.body.result.length).toBeGreaterThan(0)
    expect(served.body.result.length).toBeLessThanOrEqual(4)
    // The suggested range is the longest that fits: one block more holds a fifth log.
    expect(all.filter((log) => Number(log.blockNumber) <= to + 1).length).toBeGreaterThan(4)
  })

  it.each([
    ['reth', -32602, /^query exceeds max results 4, retry with the range 0-\d+$/],
    ['drpc', -32602, /^query exceeds max results 4, retry with the range 0-\d+$/],
    ['base', -32020, /^backend response too large$/],
    ['infura', -32005, /^query returned more than 4 results$/],
    ['alchemy', -32602, /^Log response size exceeded\. .* any block range with a cap of 4 logs in the response\.$/],
  ] as const)('words a result-cap refusal as %s does', async (dialect, code, message) => {
    const rpc = await proxy({ dialect, maxResults: 4, suggestRange: dialect !== 'infura' && dialect !== 'alchemy' })
    const refused = await post(rpc.url, getLogs(0, head))
    expect(refused.body.error.code).toBe(code)
    expect(refused.body.error.message).toMatch(message)
    expect(rpc.stats().refused.results).toBe(1)
  })

  it('answers 429 with Retry-After past the requests-per-second budget, then serves again', async () => {
    const rpc = await proxy({ dialect: 'alchemy', requestsPerSecond: 3 })
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await post(rpc.url, call('eth_blockNumber')))
    const limited = answers.find((answer) => answer.status === 429)!
    expect(limited.body.error).toEqual({
      code: 429,
      message: 'Your app has exceeded its compute units per second capacity.',
    })
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(3)
    await new Promise((resolve) => setTimeout(resolve, Number(limited.retryAfter) * 1000))
    expect((await post(rpc.url, call('eth_blockNumber'))).status).toBe(200)
    // A batch counts each of its calls.
    const batch = await post(rpc.url, [
      call('eth_chainId', [], 1),
      call('eth_chainId', [], 2),
      call('eth_chainId', [], 3),
    ])
    expect(batch.status).toBe(429)
  })

  it('adds latency to every request', async () => {
    const rpc = await proxy({ dialect: 'infura', latencyMs: 150 })
    const started = performance.now()
    await post(rpc.url, call('eth_chainId'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it("gates old state and logs behind publicnode's archive refusal", async () => {
    const rpc = await proxy({ dialect: 'publicnode', archiveBlocks: 4 })
    const refusal = { code: -32602, message: 'Archive requests require a personal token' }
    const address = devnet.accounts[0]!.address
    expect(await post(rpc.url, call('eth_getBalance', [address, '0x1']))).toMatchObject({
      status: 200,
      body: { error: refusal },
    })
    expect(await post(rpc.url, getLogs(1, head))).toMatchObject({ body: { error: refusal } })
    expect((await post(rpc.url, call('eth_getBalance', [address, 'latest']))).body.result).toMatch(/^0x/)
    expect((await post(rpc.url, getLogs(head - 2, head))).body.result).toBeInstanceOf(Array)
    expect(rpc.stats().refused.archive).toBe(2)
  })

  it('gates old state alone for a full node, still serving old logs', async () => {
    const rpc = await proxy({ dialect: 'geth', stateBlocks: 4 })
    const address = devnet.accounts[0]!.address
    expect((await post(rpc.url, call('eth_getBalance', [address, '0x1']))).body.error.message).toMatch(
      /^missing trie node/,
    )
    expect((await post(rpc.url, getLogs(1, head))).body.result).toBeInstanceOf(Array)
    expect((await post(rpc.url, call('eth_getBalance', [address, 'latest']))).body.result).toMatch(/^0x/)
    expect(rpc.stats().refused.archive).toBe(1)
  })

  it('answers the methods the node lacks as geth does, singly and inside a batch, and forwards the rest', async () => {
    const rpc = await proxy({ dialect: 'alchemy', unavailableMethods: ['debug_traceTransaction', 'trace_transaction'] })
    const missing = (method: string, id: number) => ({
      jsonrpc: '2.0',
      id,
      error: { code: -32601, message: `the method ${method} does not exist/is not available` },
    })
    expect(await post(rpc.url, call('debug_traceTransaction', ['0x00'], 4))).toMatchObject({
      status: 200,
      body: missing('debug_traceTransaction', 4),
    })
    const batch = await post(rpc.url, [call('eth_chainId', [], 5), call('trace_transaction', ['0x00'], 6)])
    expect(batch.body).toEqual([{ jsonrpc: '2.0', id: 5, result: '0x539' }, missing('trace_transaction', 6)])
    expect(rpc.stats().unavailable).toEqual({ debug_traceTransaction: 1, trace_transaction: 1 })
  })

  // The misbehaviours (docs/rpc-providers.md §2): answers a gateway must not take as they come.
  it('answers as a node of another chain', async () => {
    const rpc = await proxy({ dialect: 'geth', misbehave: { chainId: 8453 } })
    expect((await post(rpc.url, call('eth_chainId'))).body.result).toBe('0x2105')
    expect((await post(rpc.url, call('net_version'))).body.result).toBe('8453')
    expect((await post(rpc.url, call('eth_blockNumber'))).body.result).toBe(numberToHex(head))
  })

  it('cuts log lists silently, keeping the first logs in block order', async () => {
    const all = (await post(devnet.rpcUrl, getLogs(0, head))).body.result as { blockNumber: string }[]
    const rpc = await proxy({ dialect: 'geth', misbehave: { truncateLogsAt: 3 } })
    const cut = (await post(rpc.url, getLogs(0, head))).body.result as { blockNumber: string }[]
    expect(cut).toEqual(all.slice(0, 3))
    expect(rpc.stats().misbehaved.truncated).toBe(1)
    // An answer within the cut is whole.
    expect((await post(rpc.url, getLogs(0, Number(all[1]!.blockNumber)))).body.result).toEqual(all.slice(0, 2))
  })

  it('answers old logs and state as empty instead of refusing them', async () => {
    const rpc = await proxy({ dialect: 'geth', archiveBlocks: 4, misbehave: { emptyBeyondArchive: true } })
    const address = devnet.accounts[0]!.address
    expect((await post(devnet.rpcUrl, call('eth_getBalance', [address, '0x1']))).body.result).not.toBe('0x0')
    expect((await post(rpc.url, call('eth_getBalance', [address, '0x1']))).body).toMatchObject({ result: '0x0' })
    expect((await post(rpc.url, getLogs(0, head))).body).toMatchObject({ result: [] })
    expect((await post(rpc.url, call('eth_getBalance', [address, 'latest']))).body.result).not.toBe('0x0')
    expect(rpc.stats()).toMatchObject({ misbehaved: { emptied: 2 }, refused: { archive: 0 } })
    await expect(
      startRationedRpc({ upstream: devnet.rpcUrl, dialect: 'geth', misbehave: { emptyBeyondArchive: true } }),
    ).rejects.toThrow('emptyBeyondArchive needs archiveBlocks.')
  })

  it('rewrites results as told, for garbage answers', async () => {
    const rpc = await proxy({
      dialect: 'geth',
      misbehave: { rewrite: ({ method }, result) => (method === 'eth_blockNumber' ? 'not a number' : result) },
    })
    expect((await post(rpc.url, call('eth_blockNumber'))).body.result).toBe('not a number')
    expect((await post(rpc.url, call('eth_chainId'))).body.result).toBe('0x539')
    expect(rpc.stats().misbehaved.rewritten).toBe(2)
  })

  it('refuses a limit the chosen dialect has no words for', async () => {
    await expect(startRationedRpc({ upstream: devnet.rpcUrl, dialect: 'quicknode', maxResults: 5 })).rejects.toThrow(
      InvalidInputError,
    )
    await expect(startRationedRpc({ upstream: devnet.rpcUrl, dialect: 'reth', maxBlockRange: 5 })).rejects.toThrow(
      'The reth dialect has no documented refusal for a block-range cap.',
    )
  })
})
