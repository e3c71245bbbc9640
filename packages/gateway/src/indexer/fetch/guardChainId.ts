import { hexToNumber, type Transport } from 'viem'
import { NodeAnswerError } from './NodeAnswerError'

/** How long a node's chain id is trusted before it is asked again (a load balancer may move to another node). */
const RECHECK_MS = 600_000

/** The sentence for a node serving another chain than the configured one. */
export const wrongChainMessage = (configured: string, served: number | string) =>
  `The RPC of chain ${configured} serves chain ${served}.`

/**
 * Every call of a chain goes to a node serving that chain (docs/rpc-providers.md §8): before the first call, and again
 * every ten minutes, the node's eth_chainId is compared with the configured id; while they differ every call fails with
 * a NodeAnswerError naming both (not retryable: the indexer stops), so neither the indexer nor a live read (SafeInfo,
 * nonces) uses another chain's state.
 */
export function guardChainId(inner: Transport, chainId: string, recheckMs = RECHECK_MS): Transport {
  let checked: { at: number; served: number } | null = null
  let checking: Promise<number> | null = null
  return (parameters) => {
    const transport = inner(parameters)
    const servedChainId = async (): Promise<number> => {
      if (checked && performance.now() - checked.at < recheckMs) return checked.served
      checking ??= (async () => {
        try {
          const answer = await transport.request({ method: 'eth_chainId' })
          const served =
            typeof answer === 'string' && /^0x[0-9a-f]+$/i.test(answer) ? hexToNumber(answer as `0x${string}`) : null
          if (served === null)
            throw new NodeAnswerError(
              `The RPC of chain ${chainId} answered eth_chainId with something that is not a chain id.`,
            )
          checked = { at: performance.now(), served }
          return served
        } finally {
          checking = null
        }
      })()
      return checking
    }
    const request: typeof transport.request = async (args, options) => {
      const served = await servedChainId()
      if (String(served) !== chainId)
        throw new NodeAnswerError(wrongChainMessage(chainId, served), {
          retryable: false,
          details: { configured: chainId, served },
        })
      return transport.request(args, options)
    }
    return { ...transport, request }
  }
}
