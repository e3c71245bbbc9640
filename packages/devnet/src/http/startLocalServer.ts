import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An HTTP server of a stand-in, listening on 127.0.0.1. */
export type LocalServer = {
  /** `http://127.0.0.1:port` */
  url: string
  /** Stops listening and closes open connections. Idempotent. */
  stop(): Promise<void>
}

/** Starts `handler` on 127.0.0.1 (`port`, or a free one) for a stand-in server of tests and benches. */
export async function startLocalServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  port = 0,
): Promise<LocalServer> {
  const server = createServer(handler)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  let stopped: Promise<void> | null = null
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
