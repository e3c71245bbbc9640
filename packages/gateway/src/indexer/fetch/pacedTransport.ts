import { walkCauses } from '@strongroom/protocol'
import { HttpRequestError, TimeoutError, type Transport } from 'viem'
import { classifyRpcError } from './classifyRpcError'
import type { NodeLimits } from './NodeLimits'
import type { RequestPacer } from './RequestPacer'

/** Rate-limit answers waited out per call before the refusal reaches the caller. */
const MAX_RATE_LIMITED_RETRIES = 6
/** Longest wait for a rate limit without Retry-After. */
const MAX_BACKOFF_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A network failure or a 5xx worth one more try (not a refusal: those say what to change). */
function isTransient(error: unknown): boolean {
  for (const cause of walkCauses(error)) {
    if (cause instanceof TimeoutError) return true
    if (cause instanceof HttpRequestError) return cause.status === undefined || cause.status >= 500
  }
  return false
}

/**
 * Every call of a chain through its requests-per-second budget (docs/rpc-providers.md §3): each waits for the pacer;
 * a rate-limit answer (HTTP 429, a rate-limit code or text) pauses all of the chain's calls for its Retry-After (or a
 * growing back-off) and the call is asked again, up to a bound; a network failure or 5xx is tried once more, except
 * eth_getLogs, whose reader splits the window instead. `logs` carries eth_getLogs unbatched: a provider refusing one
 * call of a batch may refuse the whole HTTP request, and the refusal's words would be lost. Every outcome is told to
 * `limits`, which learns what the node cannot serve (docs/rpc-providers.md §7).
 */
export function pacedTransport(
  calls: Transport,
  logs: Transport,
  pacer: RequestPacer,
  limits: NodeLimits | null = null,
): Transport {
  return (parameters) => {
    const main = calls(parameters)
    const logsRequest = logs(parameters).request
    const request: typeof main.request = async (args, options) => {
      const send = args.method === 'eth_getLogs' ? logsRequest : main.request
      let rateLimited = 0
      let retried = false
      for (;;) {
        await pacer.acquire()
        let failed = false
        try {
          return await send(args, options)
        } catch (error) {
          failed = true
          const refusal = classifyRpcError(error)
          if (refusal.kind === 'rateLimited' && rateLimited < MAX_RATE_LIMITED_RETRIES) {
            const wait = refusal.retryAfterMs ?? Math.min(MAX_BACKOFF_MS, 500 * 2 ** rateLimited)
            rateLimited++
            pacer.pauseFor(wait)
            await sleep(wait)
            continue
          }
          if (!retried && args.method !== 'eth_getLogs' && refusal.kind !== 'rateLimited' && isTransient(error)) {
            retried = true
            continue
          }
          limits?.failed(args.method, args.params, error)
          throw error
        } finally {
          if (!failed) limits?.served(args.method, args.params)
        }
      }
    }
    return { ...main, request }
  }
}
