import type { Server } from 'node:http'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { clientLimitsSchema } from './clientLimitsSchema'
import { createLimitedServer } from './createLimitedServer'

let server: Server | undefined

afterEach(async () => {
  const running = server
  server = undefined
  if (!running) return
  running.closeAllConnections()
  await new Promise((resolve) => running.close(resolve))
})

/** Sends `request` on a raw connection; resolves with what arrived and when the server closed the connection. */
async function exchange(port: number, request: string): Promise<{ received: string; closedAfterMs: number }> {
  const started = Date.now()
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    received += chunk
  })
  socket.on('error', () => undefined)
  socket.write(request)
  await new Promise((resolve) => socket.once('close', resolve))
  return { received, closedAfterMs: Date.now() - started }
}

describe('createLimitedServer', () => {
  it('closes a connection whose answer stalls for idleTimeoutMs', async () => {
    const limits = clientLimitsSchema.parse({ idleTimeoutMs: 500, headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 })
    // An answer that starts and then never moves, as when a client stops reading it.
    server = createLimitedServer(limits, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.write('partial')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const { received, closedAfterMs } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(received).toMatch(/^HTTP\/1\.1 200 [\s\S]*partial/)
    expect(closedAfterMs).toBeGreaterThanOrEqual(450)
    expect(closedAfterMs).toBeLessThan(2_000)
  })

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(clientLimitsSchema.safeParse({ headersTimeoutMs: 2_000, requestTimeoutMs: 1_000 }).success).toBe(false)
  })
})
