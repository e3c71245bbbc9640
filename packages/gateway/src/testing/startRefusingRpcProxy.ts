import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }

/** A JSON-RPC node in front of another that does not offer some methods (a provider plan without tracing). */
export type RefusingRpcProxy = {
  url: string
  /** How often each refused method was asked for. */
  refused: Map<string, number>
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Serves JSON-RPC over HTTP by forwarding to `upstream`, except that the methods in `refuse` are answered as geth
 * answers a method it does not have (code -32601, "the method … does not exist/is not available"), singly and in
 * batches. A stand-in for a node or provider without tracing, on this machine.
 */
export async function startRefusingRpcProxy({
  upstream,
  refuse,
}: {
  upstream: string
  refuse: readonly string[]
}): Promise<RefusingRpcProxy> {
  const refused = new Map<string, number>()
  const refuseOne = (request: JsonRpcRequest) => {
    const method = String(request.method)
    refused.set(method, (refused.get(method) ?? 0) + 1)
    return {
      jsonrpc: '2.0',
      id: request.id ?? null,
      error: { code: -32601, message: `the method ${method} does not exist/is not available` },
    }
  }
  const forward = async (body: unknown): Promise<unknown> => {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return response.json()
  }
  const isRefused = (request: JsonRpcRequest) => typeof request.method === 'string' && refuse.includes(request.method)

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const parsed = JSON.parse(await readBody(request)) as JsonRpcRequest | JsonRpcRequest[]
    let answer: unknown
    if (Array.isArray(parsed)) {
      const passed = parsed.filter((item) => !isRefused(item))
      const forwarded = passed.length > 0 ? ((await forward(passed)) as { id?: unknown }[]) : []
      answer = parsed.map((item) =>
        isRefused(item) ? refuseOne(item) : forwarded.find((result) => result.id === item.id),
      )
    } else answer = isRefused(parsed) ? refuseOne(parsed) : await forward(parsed)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
