import { createServer } from 'node:net'

/**
 * Asks the OS for a currently unused TCP port on 127.0.0.1. Another process may take it before we bind it, so callers
 * that did not get a fixed port retry on "address in use".
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : undefined
      server.close(() => (port ? resolve(port) : reject(new Error('the OS returned no port'))))
    })
  })
}
