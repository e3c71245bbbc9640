import { walkCauses } from '@strongroom/protocol'
import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'

/** A block range a provider says would work. */
export type SuggestedRange = { from: number; to: number }

/**
 * What a failed RPC call means for the caller (docs/rpc-providers.md §3):
 * - `range`: the span is over the provider's cap; `maxBlocks` is the cap when the text names it, `suggested` a range
 *   it names;
 * - `results`: too many logs or too large an answer for this span; split it (at `suggested` when named);
 * - `rateLimited`: back off (`retryAfterMs` from Retry-After when sent), then ask again; never an empty answer;
 * - `timeout`: the node gave up on the span; split it;
 * - `archive`: the node does not serve blocks this old (no archive state, no token);
 * - `other`: anything else (network trouble, a node error): retried by the step, unchanged.
 */
export type RpcRefusal =
  | { kind: 'range'; maxBlocks?: number; suggested?: SuggestedRange }
  | { kind: 'results'; suggested?: SuggestedRange }
  | { kind: 'rateLimited'; retryAfterMs?: number }
  | { kind: 'timeout' }
  | { kind: 'archive' }
  | { kind: 'other' }

type Rule = { pattern: RegExp; refusal: (match: RegExpExecArray) => RpcRefusal }

const number = (text: string) => Number(text.replaceAll(',', ''))
const hexRange = (match: RegExpExecArray): SuggestedRange => ({ from: Number(match[1]), to: Number(match[2]) })
const HEX = '(0x[0-9a-f]+)'

/**
 * Provider wordings, most specific first (docs/rpc-providers.md §1): the same condition comes back under different
 * codes, so the text decides. A text naming a range to try wins over one naming only a cap.
 */
const RULES: readonly Rule[] = [
  // Alchemy, response size: "… Based on your parameters and the response size limit, this block range should work: [a, b]"
  {
    pattern: new RegExp(`response size (?:exceeded|limit).*block range should work: \\[${HEX}, ?${HEX}\\]`, 'is'),
    refusal: (match) => ({ kind: 'results', suggested: hexRange(match) }),
  },
  // Alchemy, span: "… up to a 500 block range. Based on your parameters, this block range should work: [a, b]"
  {
    pattern: new RegExp(`up to a ([\\d,]+) block range.*block range should work: \\[${HEX}, ?${HEX}\\]`, 'is'),
    refusal: (match) => ({
      kind: 'range',
      maxBlocks: number(match[1]!),
      suggested: { from: Number(match[2]), to: Number(match[3]) },
    }),
  },
  // Infura (and geth-derived nodes): "query returned more than 10000 results. Try with this block range [a, b]."
  {
    pattern: new RegExp(`try with this block range \\[${HEX}, ?${HEX}\\]`, 'i'),
    refusal: (match) => ({ kind: 'results', suggested: hexRange(match) }),
  },
  // reth, dRPC: "query exceeds max results 20000, retry with the range 24383075-24383096"
  {
    pattern: /retry with the range (\d+)\s*-\s*(\d+)/i,
    refusal: (match) => ({ kind: 'results', suggested: { from: number(match[1]!), to: number(match[2]!) } }),
  },
  // Alchemy without a suggestion: "You can make eth_getLogs requests with up to a 500 block range."
  { pattern: /up to a ([\d,]+) block range/i, refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }) },
  // Infura: "range 1000000 exceeds limit of 10000"
  {
    pattern: /range \d+ exceeds limit of ([\d,]+)/i,
    refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }),
  },
  // 1RPC: "eth_getLogs is limited to 0 - 50 blocks range"
  {
    pattern: /limited to 0 - ([\d,]+) blocks range/i,
    refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }),
  },
  // QuickNode, Base: "eth_getLogs is limited to a 10,000 range"
  { pattern: /limited to a ([\d,]+) range/i, refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }) },
  // dRPC: "ranges over 10000 blocks are not supported on freetier"
  { pattern: /ranges over ([\d,]+) blocks/i, refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }) },
  // Ankr: "maximum [from, to] blocks distance: 3000"
  { pattern: /blocks distance: ([\d,]+)/i, refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }) },
  // geth-based (BSC, publicnode): "exceed maximum block range: 5000"
  {
    pattern: /exceed(?:s|ed)? max(?:imum)? block range:? ([\d,]+)/i,
    refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }),
  },
  // Polygon (bor): "block range too large, range: 138001, max: 100000"
  {
    pattern: /block range too large, range: \d+, max: ([\d,]+)/i,
    refusal: (match) => ({ kind: 'range', maxBlocks: number(match[1]!) }),
  },
  // Ankr "block range is too wide", Base "block range too large": a cap without its size.
  { pattern: /block range (?:is )?too (?:wide|large)/i, refusal: () => ({ kind: 'range' }) },
  // Result caps without a range: Infura, reth/dRPC, Base, Alchemy (older), Arbitrum.
  {
    pattern:
      /query returned more than|exceeds max results|response too large|response size exceeded|logs matched by query exceeds limit|too many results/i,
    refusal: () => ({ kind: 'results' }),
  },
  // publicnode's archive gate; geth without the state of that block.
  {
    pattern: /archive requests require|missing trie node|historical state .*not available/i,
    refusal: () => ({ kind: 'archive' }),
  },
  // Infura "query timeout exceeded", dRPC "Request timeout on the free tier".
  { pattern: /timeout|timed out/i, refusal: () => ({ kind: 'timeout' }) },
  // Rate limits worded in the body (Infura "project ID request rate exceeded", Alchemy "compute units per second").
  {
    pattern:
      /rate limit|request rate|too many requests|compute units per second|requests per second|daily request count/i,
    refusal: () => ({ kind: 'rateLimited' }),
  },
]

/** The text, JSON-RPC code, HTTP status and Retry-After of an error thrown by viem (or a plain error). */
function describeRpcError(error: unknown): {
  message: string
  code?: number
  status?: number
  retryAfter?: string
} {
  const found: { message: string; code?: number; status?: number; retryAfter?: string } = { message: '' }
  const texts: string[] = []
  for (const current of walkCauses(error)) {
    if (current instanceof RpcRequestError || current instanceof HttpRequestError) {
      found.status ??= current.status
      const retryAfter = current.headers?.get('retry-after')
      if (retryAfter) found.retryAfter ??= retryAfter
    }
    if (current instanceof BaseError) texts.push(current.details)
    else if (current instanceof Error) texts.push(current.message)
    if (typeof current.code === 'number' && found.code === undefined) found.code = current.code
  }
  found.message = texts.filter(Boolean).join(' | ')
  return found
}

/** Milliseconds a Retry-After header asks for (whole seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/**
 * Tells what a failed call means (docs/rpc-providers.md §3): the provider's wording first, then the HTTP status (429
 * and 413) and the JSON-RPC code (-32005 "limit exceeded", 429). Never treats a refusal as an empty answer.
 */
export function classifyRpcError(error: unknown): RpcRefusal {
  const { message, code, status, retryAfter } = describeRpcError(error)
  const retryAfterMs = parseRetryAfter(retryAfter)
  if (status === 429 || code === 429)
    return retryAfterMs === undefined ? { kind: 'rateLimited' } : { kind: 'rateLimited', retryAfterMs }
  for (const rule of RULES) {
    const match = rule.pattern.exec(message)
    if (!match) continue
    const refusal = rule.refusal(match)
    if (refusal.kind === 'rateLimited' && retryAfterMs !== undefined) return { kind: 'rateLimited', retryAfterMs }
    return refusal
  }
  if ([...walkCauses(error)].some((cause) => cause instanceof TimeoutError)) return { kind: 'timeout' }
  // HTTP 413 without a text we know: the answer (or the request) was too large for the provider.
  if (status === 413) return { kind: 'results' }
  if (code === -32005) return { kind: 'rateLimited' }
  return { kind: 'other' }
}
