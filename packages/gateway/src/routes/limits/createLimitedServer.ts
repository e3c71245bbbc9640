import { createServer, type RequestListener, type Server } from 'node:http'
import { capConnectionsPerClient } from './capConnectionsPerClient'
import type { ClientLimits } from './clientLimitsSchema'

/** Node checks request and header deadlines on an interval (30 s by default): a few checks per deadline, at most 1 s. */
function checkingIntervalFor({ headersTimeoutMs }: ClientLimits): number {
  return Math.max(10, Math.min(1_000, Math.floor(headersTimeoutMs / 4)))
}

/**
 * The gateway's node:http server: a client must send its headers within `headersTimeoutMs` and its whole request
 * within `requestTimeoutMs` (else 408 and the connection is closed), a connection silent both ways for
 * `idleTimeoutMs` is closed, and one client address holds at most `connectionsPerClient` connections.
 */
export function createLimitedServer(limits: ClientLimits, handler: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalFor(limits),
    },
    handler,
  )
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  // Without a 'timeout' listener, node:http destroys a socket that stayed idle this long.
  server.setTimeout(limits.idleTimeoutMs)
  capConnectionsPerClient(server, limits.connectionsPerClient)
  return server
}
