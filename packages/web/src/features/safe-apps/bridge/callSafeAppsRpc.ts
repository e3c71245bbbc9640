import { BridgeRequestError } from './BridgeRequestError'

/** How long a node may take to answer one `rpcCall`. */
export const SAFE_APPS_RPC_TIMEOUT_MS = 30_000

/** The sentence an app gets when the node could not be asked (its address stays with us). */
export const RPC_UNREACHABLE = 'The network node did not answer.'

const MAX_NODE_ERROR_LENGTH = 300

/**
 * Sends one read-only JSON-RPC call (already checked against the allowlist by protocol's parser) to the chain's Safe
 * Apps node and returns its `result`. The node's own error message goes back to the app (an `eth_call` revert is
 * something the app needs to read), cut short; a transport failure becomes {@link RPC_UNREACHABLE}, so the node's
 * address never reaches the app.
 */
export async function callSafeAppsRpc(
  url: string,
  method: string,
  params: readonly unknown[],
  fetcher: typeof fetch = fetch,
): Promise<unknown> {
  let body: unknown
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      credentials: 'omit',
      signal: AbortSignal.timeout(SAFE_APPS_RPC_TIMEOUT_MS),
    })
    body = await response.json()
  } catch (error) {
    throw new BridgeRequestError(RPC_UNREACHABLE, { cause: error })
  }
  if (body === null || typeof body !== 'object') throw new BridgeRequestError(RPC_UNREACHABLE)
  const { result, error } = body as { result?: unknown; error?: unknown }
  if (error !== undefined && error !== null) {
    const message = (error as { message?: unknown }).message
    throw new BridgeRequestError(
      typeof message === 'string' && message.trim() !== ''
        ? message.slice(0, MAX_NODE_ERROR_LENGTH)
        : 'The network node refused the call.',
    )
  }
  if (!('result' in body)) throw new BridgeRequestError(RPC_UNREACHABLE)
  return result
}
