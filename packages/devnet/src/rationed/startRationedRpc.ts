import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InvalidInputError } from '@strongroom/protocol'
import { type ProviderDialect, type ProviderDialectName, providerDialects, type RpcRefusal } from './providerDialects'
import { RequestBudget } from './RequestBudget'

/** How the stand-in rations what it forwards (every limit is off unless set). */
export type RationedRpcOptions = {
  /** The node behind the proxy (an anvil URL). */
  upstream: string
  /** Whose error texts and statuses the refusals use. */
  dialect: ProviderDialectName
  /** Largest eth_getLogs span, in blocks (`to - from + 1`). */
  maxBlockRange?: number
  /** Whether refusals name a range to try, for dialects that word it both ways (default true). */
  suggestRange?: boolean
  /** Most logs one eth_getLogs may return. */
  maxResults?: number
  /** JSON-RPC calls per second (a batch counts each call); over it the whole HTTP request gets 429 + Retry-After. */
  requestsPerSecond?: number
  /** Added before every HTTP request is answered. */
  latencyMs?: number
  /** Archive gate: state and logs of blocks older than the newest `archiveBlocks` are refused. */
  archiveBlocks?: number
  /**
   * State gate alone: state reads of blocks older than the newest `stateBlocks` are refused (the dialect's archive
   * refusal, else geth's "missing trie node"), while logs of every block are served: a full node, all receipts but only
   * recent state.
   */
  stateBlocks?: number
  /**
   * Methods the node does not offer (a plan without tracing: `debug_traceTransaction`, `trace_transaction`), answered
   * as geth answers a method it lacks, in any dialect.
   */
  unavailableMethods?: readonly string[]
  /** Misbehaviours of a provider that answers wrongly instead of refusing (docs/rpc-providers.md §2). */
  misbehave?: RpcMisbehaviour
  /** TCP port on 127.0.0.1 (default: a free one). */
  port?: number
}

/**
 * How the stand-in answers wrongly, as some nodes and providers do (docs/rpc-providers.md §2); each is off unless set.
 */
export type RpcMisbehaviour = {
  /** eth_chainId and net_version answer this chain id: a node of another chain behind the URL. */
  chainId?: number
  /** eth_getLogs answers cut silently to the first `truncateLogsAt` logs (in block order) instead of a refusal. */
  truncateLogsAt?: number
  /**
   * With `archiveBlocks`: old logs are answered `[]` and old state reads as empty (no code, zero balance and storage)
   * instead of the archive refusal, as a pruned node that does not say so.
   */
  emptyBeyondArchive?: boolean
  /** Rewrites the result of every forwarded call (garbage answers for tests); the call is counted as usual. */
  rewrite?: (call: { method: string; params: unknown }, result: unknown) => unknown
}

/** What the proxy saw and refused, for tests and benches. */
export type RationedRpcStats = {
  httpRequests: number
  calls: number
  getLogs: number
  refused: { range: number; results: number; rateLimited: number; archive: number }
  /** Answers the misbehaviours changed: truncated log lists, empty answers instead of refusals, rewritten results. */
  misbehaved: { truncated: number; emptied: number; rewritten: number }
  /** How often each of `unavailableMethods` was asked for. */
  unavailable: Record<string, number>
}

/** A running rationed-provider stand-in. */
export type RationedRpc = {
  /** Where clients send JSON-RPC (http://127.0.0.1:port). */
  url: string
  stats(): RationedRpcStats
  /** Zeroes the counters. */
  resetStats(): void
  /** Stops listening and closes open connections. Idempotent. */
  stop(): Promise<void>
}

type JsonRpcCall = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }
type JsonRpcAnswer = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string } }
type Answered = { answer: JsonRpcAnswer; httpStatus: number }

/** Methods whose state is read at a block, and the index of that block parameter (for the archive gate). */
const STATE_AT_BLOCK: Readonly<Record<string, number>> = {
  eth_call: 1,
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
}
/** How a geth full node answers a state read of a block whose state it has pruned. */
const PRUNED_STATE: RpcRefusal = {
  httpStatus: 200,
  code: -32000,
  message:
    'missing trie node 0000000000000000000000000000000000000000000000000000000000000000 (path ) state is not available',
}
const MAX_BODY_BYTES = 10 * 1024 * 1024
/** What a pruned node that does not say so answers for state it no longer has. */
const EMPTY_STATE: Readonly<Record<string, string>> = {
  eth_call: '0x',
  eth_getBalance: '0x0',
  eth_getCode: '0x',
  eth_getTransactionCount: '0x0',
  eth_getStorageAt: `0x${'0'.repeat(64)}`,
}

/**
 * An HTTP JSON-RPC proxy in front of a node that behaves like a rationed provider (docs/rpc-providers.md §2): it
 * refuses eth_getLogs spans over a block cap and answers over a result cap in the chosen provider's own words, answers
 * 429 with Retry-After past a requests-per-second budget, gates old state behind an "archive" refusal, and adds
 * latency, and answers the methods it is told the node lacks as geth does. Everything else is forwarded as is.
 * @throws {InvalidInputError} when a limit is set that the dialect has no refusal for.
 */
export async function startRationedRpc(options: RationedRpcOptions): Promise<RationedRpc> {
  const chosen: ProviderDialect | undefined = providerDialects[options.dialect]
  if (!chosen) throw new InvalidInputError(`Unknown provider dialect "${options.dialect}".`)
  const dialect: ProviderDialect = chosen
  const requireForm = (limit: string, form: keyof ProviderDialect) => {
    if (!(form in dialect))
      throw new InvalidInputError(`The ${options.dialect} dialect has no documented refusal for ${limit}.`, {
        details: { dialect: options.dialect, limit },
      })
  }
  if (options.maxBlockRange !== undefined) requireForm('a block-range cap', 'range')
  if (options.maxResults !== undefined) requireForm('a result cap', 'results')
  const misbehave = options.misbehave ?? {}
  if (options.archiveBlocks !== undefined && !misbehave.emptyBeyondArchive) requireForm('an archive gate', 'archive')
  if (misbehave.emptyBeyondArchive && options.archiveBlocks === undefined)
    throw new InvalidInputError('emptyBeyondArchive needs archiveBlocks.')
  for (const [name, value] of Object.entries({ ...options, ...misbehave }))
    if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0) && name !== 'port')
      throw new InvalidInputError(`${name} must be a non-negative number.`, { details: { [name]: value } })

  const budget = options.requestsPerSecond ? new RequestBudget(options.requestsPerSecond) : null
  let stats = emptyStats()

  async function forward(call: JsonRpcCall): Promise<JsonRpcAnswer> {
    const response = await fetch(options.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: call.id ?? null, method: call.method, params: call.params ?? [] }),
    })
    return (await response.json()) as JsonRpcAnswer
  }

  /** The node's answer, as the misbehaviours change it. */
  async function upstream(call: JsonRpcCall): Promise<JsonRpcAnswer> {
    if (misbehave.chainId !== undefined && (call.method === 'eth_chainId' || call.method === 'net_version'))
      return {
        jsonrpc: '2.0',
        id: call.id ?? null,
        result: call.method === 'eth_chainId' ? `0x${misbehave.chainId.toString(16)}` : String(misbehave.chainId),
      }
    const answer = await forward(call)
    if (!misbehave.rewrite || !('result' in answer)) return answer
    stats.misbehaved.rewritten++
    return { ...answer, result: misbehave.rewrite({ method: String(call.method), params: call.params }, answer.result) }
  }

  async function head(): Promise<number> {
    const answer = await forward({ id: 0, method: 'eth_blockNumber' })
    return Number(answer.result)
  }

  /** A block parameter as a number (tags resolved against the head); null for a block hash or unknown form. */
  async function blockOf(tag: unknown, fallback: 'latest' | 'earliest'): Promise<number | null> {
    const value = tag ?? fallback
    if (typeof value !== 'string') return null
    if (value === 'earliest') return 0
    if (['latest', 'safe', 'finalized', 'pending'].includes(value)) return head()
    return /^0x[0-9a-f]+$/i.test(value) ? Number(value) : null
  }

  const refuse = (call: JsonRpcCall, refusal: RpcRefusal): Answered => ({
    httpStatus: refusal.httpStatus,
    answer: { jsonrpc: '2.0', id: call.id ?? null, error: { code: refusal.code, message: refusal.message } },
  })

  const emptied = (call: JsonRpcCall, result: unknown): Answered => {
    stats.misbehaved.emptied++
    return { httpStatus: 200, answer: { jsonrpc: '2.0', id: call.id ?? null, result } }
  }

  async function isArchived(block: number | null, recent = options.archiveBlocks): Promise<boolean> {
    if (recent === undefined || block === null) return false
    return block < (await head()) - recent
  }

  async function getLogs(call: JsonRpcCall): Promise<Answered> {
    stats.getLogs++
    const filter = (Array.isArray(call.params) ? call.params[0] : undefined) as Record<string, unknown> | undefined
    if (!filter || typeof filter !== 'object' || 'blockHash' in filter)
      return { httpStatus: 200, answer: await upstream(call) }
    const [from, to] = await Promise.all([blockOf(filter.fromBlock, 'latest'), blockOf(filter.toBlock, 'latest')])
    if (from === null || to === null) return { httpStatus: 200, answer: await upstream(call) }
    if (await isArchived(from)) {
      if (misbehave.emptyBeyondArchive) return emptied(call, [])
      stats.refused.archive++
      return refuse(call, dialect.archive!)
    }
    const suggest = options.suggestRange ?? true
    if (dialect.range && options.maxBlockRange !== undefined && to - from + 1 > options.maxBlockRange) {
      stats.refused.range++
      return refuse(call, dialect.range({ from, to, maxBlockRange: options.maxBlockRange, suggest }))
    }
    const answer = await upstream(call)
    const logs = answer.result
    if (misbehave.truncateLogsAt !== undefined && Array.isArray(logs) && logs.length > misbehave.truncateLogsAt) {
      stats.misbehaved.truncated++
      const kept = [...(logs as { blockNumber: string }[])]
        .sort((a, b) => Number(a.blockNumber) - Number(b.blockNumber))
        .slice(0, misbehave.truncateLogsAt)
      return { httpStatus: 200, answer: { ...answer, result: kept } }
    }
    if (
      dialect.results &&
      options.maxResults !== undefined &&
      Array.isArray(logs) &&
      logs.length > options.maxResults
    ) {
      stats.refused.results++
      const fitsTo = lastBlockWithin(logs as { blockNumber: string }[], from, options.maxResults)
      return refuse(call, dialect.results({ from, to, maxResults: options.maxResults, fitsTo, suggest }))
    }
    return { httpStatus: 200, answer }
  }

  async function answer(call: JsonRpcCall): Promise<Answered> {
    stats.calls++
    if (typeof call.method === 'string' && options.unavailableMethods?.includes(call.method)) {
      stats.unavailable[call.method] = (stats.unavailable[call.method] ?? 0) + 1
      return refuse(call, {
        httpStatus: 200,
        code: -32601,
        message: `the method ${call.method} does not exist/is not available`,
      })
    }
    if (call.method === 'eth_getLogs') return getLogs(call)
    const blockIndex = typeof call.method === 'string' ? STATE_AT_BLOCK[call.method] : undefined
    if (blockIndex !== undefined && Array.isArray(call.params)) {
      const block = call.params[blockIndex]
      const number = typeof block === 'string' && /^0x[0-9a-f]+$/i.test(block) ? Number(block) : null
      if (await isArchived(number)) {
        if (misbehave.emptyBeyondArchive) return emptied(call, EMPTY_STATE[call.method as string])
        stats.refused.archive++
        return refuse(call, dialect.archive!)
      }
      if (await isArchived(number, options.stateBlocks)) {
        stats.refused.archive++
        return refuse(call, dialect.archive ?? PRUNED_STATE)
      }
    }
    return { httpStatus: 200, answer: await upstream(call) }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    stats.httpRequests++
    const body = await readBody(request)
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      send(response, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      return
    }
    const calls = (Array.isArray(parsed) ? parsed : [parsed]) as JsonRpcCall[]
    const waitSeconds = budget?.take(calls.length) ?? 0
    if (waitSeconds > 0) {
      stats.refused.rateLimited++
      const { code, message } = dialect.rateLimited
      send(
        response,
        429,
        { jsonrpc: '2.0', id: null, error: { code, message } },
        { 'retry-after': String(waitSeconds) },
      )
      return
    }
    if (options.latencyMs) await sleep(options.latencyMs)
    const answers = await Promise.all(calls.map(answer))
    const status = Math.max(...answers.map((answered) => answered.httpStatus))
    send(response, status, Array.isArray(parsed) ? answers.map((a) => a.answer) : answers[0]!.answer)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      if (!response.headersSent) send(response, 502, { jsonrpc: '2.0', id: null, error: { code: -32603, message } })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  let stopped: Promise<void> | null = null
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => structuredClone(stats),
    resetStats: () => {
      stats = emptyStats()
    },
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

function emptyStats(): RationedRpcStats {
  return {
    httpRequests: 0,
    calls: 0,
    getLogs: 0,
    refused: { range: 0, results: 0, rateLimited: 0, archive: 0 },
    misbehaved: { truncated: 0, emptied: 0, rewritten: 0 },
    unavailable: {},
  }
}

/** The last block from `from` on up to which the logs (sorted by block) stay within `max`; `from` when none does. */
function lastBlockWithin(logs: readonly { blockNumber: string }[], from: number, max: number): number {
  const blocks = logs.map((log) => Number(log.blockNumber)).sort((a, b) => a - b)
  // The block of the first log past the cap is the first that does not fit.
  const firstOver = blocks[max]!
  return Math.max(from, firstOver - 1)
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) request.destroy(new Error('request body too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
