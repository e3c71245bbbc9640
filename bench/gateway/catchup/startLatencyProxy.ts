import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC endpoint that answers like `target`, `delayMs` later. */
export type LatencyProxy = { url: string; requests(): number; close(): Promise<void> }

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Forwards every HTTP request to `target` after waiting `delayMs`, so a local node behaves like a remote one: each
 * request (a JSON-RPC batch counts once, as it is one round trip) pays the delay. Requests are forwarded concurrently,
 * as a real network would carry them.
 */
export async function startLatencyProxy({
  target,
  delayMs,
  rewrite = (bytes) => bytes,
}: {
  target: string
  delayMs: number
  /** Changes the target's answer before it is passed on (a node made to word something as another node does). */
  rewrite?: (bytes: Buffer) => Buffer
}): Promise<LatencyProxy> {
  let requests = 0
  const server = createServer((request, response) => {
    requests++
    void (async () => {
      try {
        const body = await readBody(request)
        await new Promise((resolve) => setTimeout(resolve, delayMs))
        const answer = await fetch(target, {
          method: request.method,
          headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
          body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
        })
        const bytes = rewrite(Buffer.from(await answer.arrayBuffer()))
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        response.end(bytes)
      } catch (error) {
        response.writeHead(502, { 'content-type': 'text/plain' })
        response.end(`latency proxy: ${(error as Error).message}`)
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
