import { RpcCheckError } from './RpcCheckError'

const REQUEST = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }

/** The `result` of a JSON-RPC answer as a chain id, or undefined for anything else. */
function chainIdOf(answer: unknown): number | undefined {
  const result = (answer as { result?: unknown } | null)?.result
  return typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result) ? Number.parseInt(result, 16) : undefined
}

async function askOverHttp(url: string, signal: AbortSignal): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(REQUEST),
      signal,
    })
  } catch (cause) {
    throw new RpcCheckError(
      signal.aborted
        ? 'The node at this URL did not answer in time. Check the URL and that the node is running.'
        : 'No node answered at this URL (or it does not allow this site). Check the URL and that the node is running.',
      'unreachable',
      { cause },
    )
  }
  try {
    return await response.json()
  } catch (cause) {
    throw new RpcCheckError('This URL answered, but not as a JSON-RPC node. Check the URL.', 'not-json-rpc', {
      cause,
      details: { status: response.status },
    })
  }
}

function askOverWebSocket(url: string, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    const fail = (message: string, failure: 'unreachable' | 'not-json-rpc') => {
      socket.close()
      reject(new RpcCheckError(message, failure))
    }
    signal.addEventListener('abort', () =>
      fail('The node at this URL did not answer in time. Check the URL and that the node is running.', 'unreachable'),
    )
    socket.addEventListener('open', () => socket.send(JSON.stringify(REQUEST)))
    socket.addEventListener('error', () =>
      fail('No node answered at this URL. Check the URL and that the node is running.', 'unreachable'),
    )
    socket.addEventListener('message', (event) => {
      socket.close()
      try {
        resolve(JSON.parse(String(event.data)))
      } catch {
        reject(new RpcCheckError('This URL answered, but not as a JSON-RPC node. Check the URL.', 'not-json-rpc'))
      }
    })
  })
}

/**
 * Asks the JSON-RPC endpoint at `url` (http(s) or ws(s)) for `eth_chainId` before it replaces the deployment's: a
 * URL that does not answer, or a node of another chain, would otherwise leave the app without balances and
 * transactions, silently. Framework-free: Settings → Network awaits it.
 * @throws {RpcCheckError} saying what is wrong: no answer (within `timeoutMs`), not a JSON-RPC answer, or the chain id
 * the node serves instead.
 */
export async function checkRpcEndpoint({
  url,
  chainId,
  chainName,
  timeoutMs = 10_000,
}: {
  url: string
  chainId: number
  chainName: string
  timeoutMs?: number
}): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs)
  const answer = /^wss?:/i.test(url) ? await askOverWebSocket(url, signal) : await askOverHttp(url, signal)
  const served = chainIdOf(answer)
  if (served === undefined)
    throw new RpcCheckError(
      'This URL answered, but not with a chain id (eth_chainId). Check that it is a JSON-RPC node.',
      'not-json-rpc',
    )
  if (served !== chainId)
    throw new RpcCheckError(
      `This node serves chain ${served}, not ${chainName} (chain ${chainId}). Enter an RPC URL for ${chainName}.`,
      'wrong-chain',
      { details: { served } },
    )
}
