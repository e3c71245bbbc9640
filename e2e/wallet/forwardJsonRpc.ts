import { WalletRpcError } from './WalletRpcError'

let nextId = 1

/**
 * Sends one JSON-RPC request to a node and returns its result. A JSON-RPC error comes back as a
 * {@link WalletRpcError} with the node's own code, message and data, so the page sees what a wallet would relay.
 */
export async function forwardJsonRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  })
  if (!response.ok) throw new WalletRpcError(-32603, `RPC node answered HTTP ${response.status} for ${method}`)
  const answer = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (answer.error) throw new WalletRpcError(answer.error.code, answer.error.message, answer.error.data)
  return answer.result ?? null
}
