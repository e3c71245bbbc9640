import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../../config'
import { type Gateway, startGateway } from '../../startGateway'
import { type GatewayWithoutNode, startGatewayWithoutNode } from '../../testing/startGatewayWithoutNode'

const SAFE = '0x1111111111111111111111111111111111111111'
const PROPOSE_PATH = `/v1/chains/1337/transactions/${SAFE}/propose`

/** Small limits, so that every deadline passes within seconds (yet not on a busy machine's stalls). */
function withSmallLimits(config: Config): Config {
  return {
    ...config,
    clients: {
      ...config.clients,
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 2_000,
      idleTimeoutMs: 3_000,
      keepAliveTimeoutMs: 1_500,
      connectionsPerClient: 3,
      rateLimits: { ...config.clients.rateLimits, signIn: 2, writes: 2 },
    },
  }
}

let node: GatewayWithoutNode
let port: number

beforeAll(async () => {
  node = await startGatewayWithoutNode(withSmallLimits)
  port = Number(new URL(node.gateway.url).port)
})

afterAll(async () => {
  await node?.stop()
})

/** A raw connection to the gateway that records what arrives and when the server closed it. */
function openSocket(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let data = ''
    const socket = connect(port, '127.0.0.1')
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      data += chunk
    })
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)))
    socket.on('error', () => undefined)
    socket.once('connect', () => resolve({ socket, received: () => data, closed }))
    socket.once('error', reject)
  })
}

describe('slow clients', () => {
  it('cuts off a request body that trickles in slower than the request timeout (408)', async () => {
    const { socket, received, closed } = await openSocket()
    socket.write(
      `POST /v1/chains/1337/data-decoder HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
    )
    const trickle = setInterval(() => socket.writable && socket.write('"a":1,'), 50)
    const after = await closed
    clearInterval(trickle)
    expect(received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(after).toBeGreaterThanOrEqual(1_900)
    expect(after).toBeLessThan(5_000)
  })

  it('cuts off headers that trickle in slower than the headers timeout', async () => {
    const { socket, received, closed } = await openSocket()
    socket.write('GET /v1/chains HTTP/1.1\r\n')
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: a\r\n'), 50)
    const after = await closed
    clearInterval(trickle)
    expect(received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(after).toBeLessThan(3_500)
  })

  it('closes a connection that never sends a request', async () => {
    const { closed } = await openSocket()
    expect(await closed).toBeLessThan(3_500)
  })

  it('closes a kept-alive connection that sends no further request', async () => {
    const { socket, received, closed } = await openSocket()
    socket.write('GET /v1/chains HTTP/1.1\r\nHost: gateway\r\n\r\n')
    expect(await closed).toBeLessThan(4_000)
    expect(received()).toMatch(/^HTTP\/1\.1 200 /)
  })
})

describe('greedy clients', () => {
  it('holds at most connectionsPerClient open connections per address', async () => {
    const held = await Promise.all([openSocket(), openSocket(), openSocket()])
    for (const { socket } of held) socket.write('GET /v1/chains HTTP/1.1\r\nHost: gateway\r\n\r\n')
    const extra = await openSocket()
    extra.socket.write('GET /v1/chains HTTP/1.1\r\nHost: gateway\r\n\r\n')
    await extra.closed
    expect(extra.received()).toBe('')
    // The held connections were answered, and a slot freed by closing one is usable again.
    for (const { received } of held) expect(received()).toMatch(/^HTTP\/1\.1 200 /)
    held[0]!.socket.destroy()
    await held[0]!.closed
    const next = await openSocket()
    next.socket.write('GET /v1/chains HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n\r\n')
    await next.closed
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /)
    for (const { socket } of held) socket.destroy()
  })

  it('rate-limits sign-in per address: 429 {code, message} with Retry-After', async () => {
    const statuses: number[] = []
    let last: Response | undefined
    for (let attempt = 0; attempt < 3; attempt++) {
      last = await fetch(`${node.gateway.url}/v1/auth/nonce`)
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await last!.json()).toEqual({
      code: 429,
      message: expect.stringMatching(/^Too many requests .*seconds?\.$/),
    })
  })

  it('rate-limits every write route per address, and leaves reads alone', async () => {
    for (const path of [PROPOSE_PATH, `/v1/chains/1337/safes/${SAFE}/messages`, '/v1/register/notifications']) {
      const statuses: number[] = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch(`${node.gateway.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
        statuses.push(response.status)
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
          expect(await response.json()).toEqual({ code: 429, message: expect.any(String) })
        }
      }
      expect({ path, statuses }).toEqual({ path, statuses: [400, 400, 429] })
    }
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await fetch(`${node.gateway.url}/v1/chains/1337`)).status).toBe(200)
  })

  it('exempts the configured addresses', async () => {
    const config = withSmallLimits(node.config)
    let exempting: Gateway | undefined
    try {
      exempting = await startGateway({
        config: {
          ...config,
          clients: { ...config.clients, rateLimits: { ...config.clients.rateLimits, exempt: ['127.0.0.1'] } },
        },
        db: node.gateway.db,
        host: '127.0.0.1',
        port: 0,
      })
      const statuses: number[] = []
      for (let attempt = 0; attempt < 4; attempt++)
        statuses.push((await fetch(`${exempting.url}/v1/auth/nonce`)).status)
      expect(statuses).toEqual([200, 200, 200, 200])
    } finally {
      await exempting?.stop()
    }
  })
})
