/** An answer a rationed provider gives instead of a result: the HTTP status and the JSON-RPC error it sends. */
export type RpcRefusal = { httpStatus: number; code: number; message: string }

/** An eth_getLogs call whose span (`to - from + 1` blocks) is over the provider's cap. */
export type RangeRefusalContext = {
  from: number
  to: number
  maxBlockRange: number
  /** Whether to answer with the form that names a range to try (for dialects that have both forms). */
  suggest: boolean
}

/** An eth_getLogs call that matched more logs than the provider returns. */
export type ResultRefusalContext = {
  from: number
  to: number
  maxResults: number
  /** The last block of a range starting at `from` whose logs stay within the cap (`from` when even it does not). */
  fitsTo: number
  suggest: boolean
}

/**
 * How one provider words its refusals (docs/rpc-providers.md §1). A dialect lacks a form the provider is not
 * known to send; the proxy refuses to be configured with it.
 */
export type ProviderDialect = {
  range?: (context: RangeRefusalContext) => RpcRefusal
  results?: (context: ResultRefusalContext) => RpcRefusal
  /** A read of state or logs older than the blocks the provider serves without a paid token. */
  archive?: RpcRefusal
  /** The JSON-RPC error sent with HTTP 429 (the status and Retry-After are what clients act on). */
  rateLimited: RpcRefusal
}

const hex = (block: number) => `0x${block.toString(16)}`
/** Infura writes its suggested range in upper-case hex digits. */
const upperHex = (block: number) => `0x${block.toString(16).toUpperCase()}`
const thousands = (count: number) => count.toLocaleString('en-US')
/** Alchemy writes round thousands as "10K". */
const kilo = (count: number) => (count % 1000 === 0 ? `${count / 1000}K` : String(count))
const ok = (code: number, message: string): RpcRefusal => ({ httpStatus: 200, code, message })

/** A rate-limit body for providers whose own wording is not documented: only the status and Retry-After are theirs. */
const tooManyRequests: RpcRefusal = { httpStatus: 429, code: -32005, message: 'Too many requests' }

/** Result caps phrased as "retry with the range A-B" (reth, and dRPC which runs it), decimal block numbers. */
const maxResultsRetryWith = ({ from, fitsTo, maxResults }: ResultRefusalContext) =>
  ok(-32602, `query exceeds max results ${maxResults}, retry with the range ${from}-${fitsTo}`)

/** The providers whose eth_getLogs refusals the proxy speaks, as quoted in docs/rpc-providers.md §1. */
export const providerDialects = {
  infura: {
    range: ({ from, to, maxBlockRange }) => ok(-32602, `range ${to - from} exceeds limit of ${maxBlockRange}`),
    results: ({ from, fitsTo, maxResults, suggest }) =>
      ok(
        -32005,
        suggest
          ? `query returned more than ${maxResults} results. Try with this block range [${upperHex(from)}, ${upperHex(fitsTo)}].`
          : `query returned more than ${maxResults} results`,
      ),
    rateLimited: { httpStatus: 429, code: -32005, message: 'project ID request rate exceeded' },
  },
  alchemy: {
    range: ({ from, maxBlockRange, suggest }) =>
      ok(
        -32600,
        `You can make eth_getLogs requests with up to a ${maxBlockRange} block range.${
          suggest
            ? ` Based on your parameters, this block range should work: [${hex(from)}, ${hex(from + maxBlockRange - 1)}]`
            : ''
        }`,
      ),
    results: ({ from, fitsTo, maxResults, suggest }) =>
      ok(
        -32602,
        `Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of ${kilo(maxResults)} logs in the response.${
          suggest
            ? ` Based on your parameters and the response size limit, this block range should work: [${hex(from)}, ${hex(fitsTo)}]`
            : ''
        }`,
      ),
    rateLimited: {
      httpStatus: 429,
      code: 429,
      message: 'Your app has exceeded its compute units per second capacity.',
    },
  },
  quicknode: {
    range: ({ maxBlockRange }) => ({
      httpStatus: 413,
      code: -32614,
      message: `eth_getLogs is limited to a ${thousands(maxBlockRange)} range`,
    }),
    rateLimited: tooManyRequests,
  },
  drpc: {
    range: ({ maxBlockRange }) => ok(35, `ranges over ${maxBlockRange} blocks are not supported on freetier`),
    results: maxResultsRetryWith,
    rateLimited: tooManyRequests,
  },
  ankr: {
    range: ({ maxBlockRange, suggest }) =>
      ok(-32600, suggest ? `maximum [from, to] blocks distance: ${maxBlockRange}` : 'block range is too wide'),
    rateLimited: tooManyRequests,
  },
  base: {
    range: ({ maxBlockRange }) => ok(-32614, `eth_getLogs is limited to a ${thousands(maxBlockRange)} range`),
    results: () => ok(-32020, 'backend response too large'),
    rateLimited: tooManyRequests,
  },
  publicnode: {
    archive: ok(-32602, 'Archive requests require a personal token'),
    rateLimited: tooManyRequests,
  },
  geth: {
    range: ({ maxBlockRange }) => ok(-32000, `exceed maximum block range: ${maxBlockRange}`),
    rateLimited: tooManyRequests,
  },
  reth: {
    results: maxResultsRetryWith,
    rateLimited: tooManyRequests,
  },
} satisfies Record<string, ProviderDialect>

export type ProviderDialectName = keyof typeof providerDialects
