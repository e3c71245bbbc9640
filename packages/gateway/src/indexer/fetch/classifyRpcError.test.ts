import { HttpRequestError, InvalidParamsRpcError, LimitExceededRpcError, RpcRequestError, TimeoutError } from 'viem'
import { describe, expect, it } from 'vitest'
import { classifyRpcError, parseRetryAfter, type RpcRefusal } from './classifyRpcError'

const url = 'https://rpc.example'

/** What viem throws for a JSON-RPC error answer (HTTP 200 unless `status` says otherwise). */
function rpcError(code: number, message: string, status?: number, headers?: Record<string, string>): Error {
  return new RpcRequestError({
    body: { method: 'eth_getLogs' },
    error: { code, message },
    url,
    ...(status ? { status } : {}),
    ...(headers ? { headers: new Headers(headers) } : {}),
  })
}

// Every provider text of docs/rpc-providers.md §1, verbatim, with what the fetcher must make of it.
const cases: [provider: string, code: number, message: string, expected: RpcRefusal][] = [
  ['Infura span', -32602, 'range 1000000 exceeds limit of 10000', { kind: 'range', maxBlocks: 10_000 }],
  [
    'Infura results',
    -32005,
    'query returned more than 10000 results. Try with this block range [0x6BBCE1, 0x7072DB].',
    { kind: 'results', suggested: { from: 0x6bbce1, to: 0x7072db } },
  ],
  ['Infura results, no range', -32005, 'query returned more than 10000 results', { kind: 'results' }],
  ['Infura timeout', -32005, 'query timeout exceeded', { kind: 'timeout' }],
  ['Infura rate', -32005, 'project ID request rate exceeded', { kind: 'rateLimited' }],
  [
    'Alchemy span',
    -32600,
    'You can make eth_getLogs requests with up to a 500 block range. Based on your parameters, this block range should work: [0x1a2b, 0x1c1e]',
    { kind: 'range', maxBlocks: 500, suggested: { from: 0x1a2b, to: 0x1c1e } },
  ],
  [
    'Alchemy span, no range',
    -32600,
    'You can make eth_getLogs requests with up to a 500 block range.',
    { kind: 'range', maxBlocks: 500 },
  ],
  [
    'Alchemy response size',
    -32602,
    'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response.',
    { kind: 'results' },
  ],
  [
    'Alchemy response size with range',
    -32602,
    'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters and the response size limit, this block range should work: [0x10, 0x20]',
    { kind: 'results', suggested: { from: 0x10, to: 0x20 } },
  ],
  ['QuickNode span', -32614, 'eth_getLogs is limited to a 10,000 range', { kind: 'range', maxBlocks: 10_000 }],
  ['dRPC span', 35, 'ranges over 10000 blocks are not supported on freetier', { kind: 'range', maxBlocks: 10_000 }],
  [
    'dRPC results',
    -32602,
    'query exceeds max results 20000, retry with the range 24383075-24383096',
    { kind: 'results', suggested: { from: 24_383_075, to: 24_383_096 } },
  ],
  ['dRPC timeout', 30, 'Request timeout on the free tier', { kind: 'timeout' }],
  ['Ankr span', -32600, 'block range is too wide', { kind: 'range' }],
  ['Ankr span with cap', -32600, 'maximum [from, to] blocks distance: 3000', { kind: 'range', maxBlocks: 3_000 }],
  ['Base span', -32614, 'eth_getLogs is limited to a 10,000 range', { kind: 'range', maxBlocks: 10_000 }],
  ['Base size', -32020, 'backend response too large', { kind: 'results' }],
  ['Base span, bare', -32000, 'block range too large', { kind: 'range' }],
  ['publicnode archive', -32602, 'Archive requests require a personal token', { kind: 'archive' }],
  ['geth (BSC) span', -32000, 'exceed maximum block range: 5000', { kind: 'range', maxBlocks: 5_000 }],
  [
    'Polygon (bor) span',
    -32005,
    'block range too large, range: 138001, max: 100000',
    { kind: 'range', maxBlocks: 100_000 },
  ],
  [
    'reth results',
    -32602,
    'query exceeds max results 20000, retry with the range 24383075-24383096',
    { kind: 'results', suggested: { from: 24_383_075, to: 24_383_096 } },
  ],
  ['1RPC span', -32602, 'eth_getLogs is limited to 0 - 50 blocks range', { kind: 'range', maxBlocks: 50 }],
  ['Arbitrum results', -32000, 'logs matched by query exceeds limit of 10000', { kind: 'results' }],
  [
    'geth without archive state',
    -32000,
    'missing trie node 1234abcd (path ) state 0x1234 is not available',
    {
      kind: 'archive',
    },
  ],
  ['an unrelated node error', -32603, 'internal error', { kind: 'other' }],
]

describe('classifyRpcError', () => {
  it.each(cases)('%s: %s %s', (_provider, code, message, expected) => {
    expect(classifyRpcError(rpcError(code, message))).toEqual(expected)
    // viem wraps known codes in classes of its own; the provider's text still decides.
    const wrapped =
      code === -32602
        ? new InvalidParamsRpcError(rpcError(code, message) as RpcRequestError)
        : code === -32005
          ? new LimitExceededRpcError(rpcError(code, message) as RpcRequestError)
          : null
    if (wrapped) expect(classifyRpcError(wrapped)).toEqual(expected)
  })

  it('reads QuickNode’s HTTP 413 answer by its text, and a bare 413 as too large an answer', () => {
    expect(classifyRpcError(rpcError(-32614, 'eth_getLogs is limited to a 10,000 range', 413))).toEqual({
      kind: 'range',
      maxBlocks: 10_000,
    })
    expect(classifyRpcError(new HttpRequestError({ url, status: 413, details: 'Payload Too Large' }))).toEqual({
      kind: 'results',
    })
  })

  it('takes HTTP 429 and code 429 as a back-off, honouring Retry-After', () => {
    expect(
      classifyRpcError(
        new HttpRequestError({
          url,
          status: 429,
          details: 'Too Many Requests',
          headers: new Headers({ 'retry-after': '3' }),
        }),
      ),
    ).toEqual({ kind: 'rateLimited', retryAfterMs: 3_000 })
    expect(
      classifyRpcError(
        rpcError(429, 'Your app has exceeded its compute units per second capacity.', 429, { 'Retry-After': '1' }),
      ),
    ).toEqual({ kind: 'rateLimited', retryAfterMs: 1_000 })
    expect(classifyRpcError(rpcError(429, 'Your app has exceeded its compute units per second capacity.'))).toEqual({
      kind: 'rateLimited',
    })
    // A bare -32005 ("limit exceeded") without a text we know is a rate limit too.
    expect(classifyRpcError(rpcError(-32005, 'limit exceeded'))).toEqual({ kind: 'rateLimited' })
  })

  it('takes a client-side timeout as a span too large to answer in time', () => {
    expect(classifyRpcError(new TimeoutError({ body: {}, url }))).toEqual({ kind: 'timeout' })
  })

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('7')).toBe(7_000)
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6_000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(undefined)).toBeUndefined()
  })
})
