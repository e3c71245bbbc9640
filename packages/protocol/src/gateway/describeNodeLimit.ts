import type { NodeLimit } from './safeIndexingStatusSchema'

/**
 * One sentence a person reads about a node limit (in the gateway's /health and on a Safe's screens): what it costs and
 * what the gateway's operator can change (docs/rpc-providers.md §7). `chainName` is the chain's display name.
 */
export function describeNodeLimit(limit: NodeLimit, chainName: string): string {
  const node = `The ${chainName} node this gateway reads`
  switch (limit) {
    case 'no-old-logs':
      return `${node} serves no logs of old blocks, so Safe histories cannot be read back to their start. The gateway's operator can set this chain's RPC URL to an archive node, or to a provider plan or token that serves old logs.`
    case 'no-archive-state':
      return `${node} keeps no state of old blocks (it is not an archive node), so some details of old transactions, such as the nonces of executions of Safes on the L1 singleton, stay unknown. The gateway's operator can set this chain's RPC URL to an archive node.`
    case 'no-tracing':
      return `${node} cannot trace transactions, so executions of Safes on the L1 singleton made through another contract show as "executed, details unavailable". The gateway's operator can set this chain's RPC URL to a node or plan that offers debug_traceTransaction or trace_transaction.`
  }
}
