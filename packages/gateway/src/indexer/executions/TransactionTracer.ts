import { walkCauses } from '@strongroom/protocol'
import type { Hash, PublicClient } from 'viem'
import type { Logger } from '../../createLogger'
import type { CallFrame } from './CallFrame'
import { parseCallTracerResult, parseParityTraces } from './parseTraces'

/** The two ways nodes trace one transaction (docs/indexing.md §3.7). */
export type TraceMethod = 'debug_traceTransaction' | 'trace_transaction'

/** JSON-RPC codes and messages with which nodes and providers say a method is not offered (to this caller). */
const UNSUPPORTED_CODES = new Set([-32601, -32004, -32006, -32005])
const UNSUPPORTED_MESSAGE =
  /method .*(not (found|available|supported|allowed|exist)|does not exist|is not available|unsupported)|not (found|supported|available|allowed|enabled)|unsupported method|does not exist|disabled|upgrade your plan|not whitelisted|forbidden/i

/** True when `error` says the node does not offer the method at all, rather than that this call failed. */
export function isUnsupportedMethodError(error: unknown): boolean {
  for (const cause of walkCauses(error)) {
    if (typeof cause.code === 'number' && UNSUPPORTED_CODES.has(cause.code)) return true
    if (typeof cause.message === 'string' && UNSUPPORTED_MESSAGE.test(cause.message)) return true
  }
  return false
}

/**
 * Traces single transactions when the chain's node can: `debug_traceTransaction` with the call tracer, else
 * `trace_transaction`. Which one works is found with the first transaction that needs a trace and remembered for the
 * life of the indexer (one per chain); a node that offers neither is asked no more and `trace` answers null. A call
 * that fails for another reason (timeout, rate limit) throws, so the step is retried, and decides nothing.
 */
export class TransactionTracer {
  private method: TraceMethod | null | undefined

  constructor(
    private readonly client: PublicClient,
    private readonly logger: Logger,
  ) {}

  /** The method found so far: undefined before the first trace, null when the node offers none. */
  get support(): TraceMethod | null | undefined {
    return this.method
  }

  /**
   * The calls of `txHash`, or null when the node offers no tracing.
   * @throws on a failing node call or a malformed answer (MalformedTraceError).
   */
  async trace(txHash: Hash): Promise<CallFrame[] | null> {
    if (this.method === null) return null
    // Several transactions of a range are traced at once: each probe goes through both methods on its own, even when
    // another one has settled the question meanwhile (a refusal must not then count as a failed call).
    const probing = this.method === undefined
    const order: TraceMethod[] =
      this.method === undefined ? ['debug_traceTransaction', 'trace_transaction'] : [this.method]
    for (const method of order) {
      let result: unknown
      try {
        result = await this.call(method, txHash)
      } catch (error) {
        if (probing && isUnsupportedMethodError(error)) continue
        throw error
      }
      if (this.method === undefined) {
        this.method = method
        this.logger.info({ method }, 'the node traces transactions')
      }
      return method === 'debug_traceTransaction' ? parseCallTracerResult(result) : parseParityTraces(result)
    }
    if (this.method !== undefined) return null
    this.method = null
    this.logger.warn(
      { tracing: null },
      'the node offers neither debug_traceTransaction nor trace_transaction: Safe executions made through another ' +
        'contract are shown as "executed, details unavailable"',
    )
    return null
  }

  private call(method: TraceMethod, txHash: Hash): Promise<unknown> {
    if (method === 'debug_traceTransaction')
      return this.client.request({
        method: 'debug_traceTransaction' as never,
        params: [txHash, { tracer: 'callTracer' }] as never,
      })
    return this.client.request({ method: 'trace_transaction' as never, params: [txHash] as never })
  }
}
