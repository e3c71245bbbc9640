import type { NodeLimit } from '@strongroom/protocol'
import { isMissingStateError } from '../executions/resolveExecutions'
import { isUnsupportedMethodError } from '../executions/TransactionTracer'
import { classifyRpcError } from './classifyRpcError'

/** Methods reading state at a block, which each take as their last parameter. */
const STATE_METHODS = new Set([
  'eth_call',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getStorageAt',
])
const TRACE_METHODS = ['debug_traceTransaction', 'trace_transaction'] as const
/** The order limits are listed in. */
const ORDER: readonly NodeLimit[] = ['no-old-logs', 'no-archive-state', 'no-tracing']

/** A block parameter as a number; null for tags, hashes and anything unreadable. */
function blockNumberOf(value: unknown): number | null {
  return typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? Number(value) : null
}

/** The block a call reads at (eth_getLogs: its first block), null when it names none or a tag. */
function blockOf(method: string, params: unknown): number | null {
  if (!Array.isArray(params)) return null
  if (method === 'eth_getLogs') {
    const filter = params[0] as { fromBlock?: unknown } | undefined
    return blockNumberOf(filter?.fromBlock)
  }
  return STATE_METHODS.has(method) ? blockNumberOf(params.at(-1)) : null
}

/**
 * What a chain's node has shown it cannot serve (docs/rpc-providers.md §7), learned from every call the chain's client
 * makes (the transport reports each outcome) and from the start-up probe (probeNode):
 * - `no-old-logs`: an eth_getLogs refused with an archive gate;
 * - `no-archive-state`: a state read at a block refused because the node no longer has that state;
 * - `no-tracing`: both trace methods refused as not offered.
 * A limit is forgotten when the same kind of read later succeeds at the refused block or an older one (a provider that
 * changed plans, a load balancer that reached a different node).
 */
export class NodeLimits {
  /** Each limit seen, with the block that was refused (null: not tied to a block). */
  private readonly refused = new Map<NodeLimit, number | null>()
  private readonly untraceable = new Set<string>()

  /** The limits known now, in a fixed order. */
  list(): NodeLimit[] {
    return ORDER.filter((limit) => this.refused.has(limit))
  }

  /** Records what a failed call says about the node. */
  failed(method: string, params: unknown, error: unknown): void {
    const block = blockOf(method, params)
    if (method === 'eth_getLogs') {
      if (classifyRpcError(error).kind === 'archive') this.learn('no-old-logs', block)
    } else if (STATE_METHODS.has(method)) {
      if (block !== null && isMissingStateError(error)) this.learn('no-archive-state', block)
    } else if ((TRACE_METHODS as readonly string[]).includes(method) && isUnsupportedMethodError(error)) {
      this.untraceable.add(method)
      if (TRACE_METHODS.every((trace) => this.untraceable.has(trace))) this.learn('no-tracing', null)
    }
  }

  /** Records a call the node served. */
  served(method: string, params: unknown): void {
    if ((TRACE_METHODS as readonly string[]).includes(method)) {
      this.untraceable.delete(method)
      this.refused.delete('no-tracing')
      return
    }
    const limit = method === 'eth_getLogs' ? 'no-old-logs' : STATE_METHODS.has(method) ? 'no-archive-state' : null
    if (limit === null || !this.refused.has(limit)) return
    const block = blockOf(method, params)
    const refusedAt = this.refused.get(limit)
    if (block !== null && refusedAt !== undefined && refusedAt !== null && block <= refusedAt)
      this.refused.delete(limit)
  }

  private learn(limit: NodeLimit, block: number | null): void {
    const known = this.refused.get(limit)
    // Keep the newest refused block: a success at or below it proves the node serves that far back after all.
    if (known === undefined || (block !== null && (known === null || block > known))) this.refused.set(limit, block)
  }
}
