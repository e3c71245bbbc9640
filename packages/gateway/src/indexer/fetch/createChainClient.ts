import { InvalidInputError } from '@strongroom/protocol'
import { createPublicClient, defineChain, http, type PublicClient, webSocket } from 'viem'
import type { ChainConfig } from '../../config'
import { guardChainId } from './guardChainId'
import type { NodeLimits } from './NodeLimits'
import { pacedTransport } from './pacedTransport'
import { RequestPacer } from './RequestPacer'

/** Per-call timeout: a stuck node must fail the step (and shrink the range), not hang the indexer. */
const RPC_TIMEOUT_MS = 10_000

/**
 * A viem public client for one configured chain: HTTP with JSON-RPC batching (parallel calls go out as one request,
 * eth_getLogs alone) or WebSocket for ws(s):// URLs, a 10 s timeout, the chain's polling interval, and every call held
 * to the chain's requests-per-second budget with rate limits waited out (pacedTransport, docs/rpc-providers.md §3).
 * `limits` learns from every call what the node cannot serve (§7); no call is answered by a node of another chain (§8).
 */
export function createChainClient(chain: ChainConfig, limits: NodeLimits | null = null): PublicClient {
  const isWebSocket = /^wss?:/.test(chain.rpcUrl)
  // viem's WebSocket transport prefers the global WebSocket (Node 22+, or Node 20 with --experimental-websocket); its
  // fallback is whatever `ws` package resolves next to viem's isows, which may be an incompatible major.
  if (isWebSocket && typeof globalThis.WebSocket === 'undefined')
    throw new InvalidInputError(
      `Chain ${chain.chainId} uses a WebSocket RPC URL, which needs Node 22+ or node --experimental-websocket.`,
      { details: { chainId: chain.chainId, node: process.version } },
    )
  // Retries happen in pacedTransport, within the budget.
  const calls = isWebSocket
    ? webSocket(chain.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 })
    : http(chain.rpcUrl, { batch: { batchSize: 100, wait: 0 }, timeout: RPC_TIMEOUT_MS, retryCount: 0 })
  const logs = isWebSocket ? calls : http(chain.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 })
  return createPublicClient({
    chain: defineChain({
      id: Number(chain.chainId),
      name: chain.chainName,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: guardChainId(
      pacedTransport(calls, logs, new RequestPacer(chain.indexer.requestsPerSecond), limits),
      chain.chainId,
    ),
    pollingInterval: chain.indexer.pollingIntervalMs,
  }) as PublicClient
}
