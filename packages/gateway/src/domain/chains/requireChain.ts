import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import { ChainNotServedError } from '../errors/ChainNotServedError'

/**
 * The runtime of a chain this gateway serves.
 * @throws {ChainNotServedError} for any other chain id.
 */
export function requireChain(chains: ReadonlyMap<string, ChainRuntime>, chainId: string): ChainRuntime {
  const chain = chains.get(chainId)
  if (!chain) throw new ChainNotServedError(chainId, [...chains.keys()])
  return chain
}
