import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { clientKeyOf } from './clientKeyOf'

/**
 * Closes a new connection at once when its client address already holds `cap` open connections, so that one client
 * cannot exhaust the server's sockets (issue 12). Counted on the socket, before any byte is parsed, which covers
 * answers from the response cache and event streams alike.
 */
export function capConnectionsPerClient(server: Server, cap: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    // Gone before it was accepted: nothing to count.
    if (address === undefined) return
    const key = clientKeyOf(address)
    const count = open.get(key) ?? 0
    if (count >= cap) {
      socket.destroy()
      return
    }
    open.set(key, count + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}
