import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import { type AddressInfo, createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InvalidInputError } from '@strongroom/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webPush from 'web-push'
import { PrivateAddressError } from '../network/PrivateAddressError'
import { createWebPushSender, importWebPush } from './createWebPushSender'
import type { OutgoingNotification } from './NotificationSender'
import { WebPushUnavailableError } from './WebPushUnavailableError'

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

type Received = { path: string; headers: Record<string, string | string[] | undefined>; bytes: number }

/** A browser's subscription keys (RFC 8291 §3): a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

function jwtPayload(authorization: string): Record<string, unknown> {
  const token = /^vapid t=([^,]+),/.exec(authorization)?.[1] ?? ''
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}

describe('importWebPush', () => {
  it('names the missing package and the way out when the library is not installed', async () => {
    await expect(importWebPush('strongroom-no-such-web-push')).rejects.toThrow(WebPushUnavailableError)
    await expect(importWebPush('strongroom-no-such-web-push')).rejects.toThrow(/npm install web-push/)
    expect(typeof (await importWebPush()).sendNotification).toBe('function')
  })
})

// A local HTTPS server stands in for the browser vendor's push service (which lies outside this machine); openssl
// makes its certificate. A developer's machine without openssl skips the delivery tests; CI never does: there a
// missing openssl fails them, saying so (.ci/run installs it).
const skipDelivery = !hasOpenssl && !process.env.CI

describe.skipIf(skipDelivery)('createWebPushSender', () => {
  let server: Server
  let origin: string
  const received: Received[] = []
  const vapid = webPush.generateVAPIDKeys()
  const settings = { ...vapid, subject: 'mailto:ops@example.org' }
  // The stand-in runs on loopback with a self-signed certificate.
  const local = { agentOptions: { rejectUnauthorized: false }, allowPrivateNetwork: true }

  beforeAll(async () => {
    if (!hasOpenssl)
      throw new Error(
        'The Web Push delivery tests need openssl (for the stand-in push service certificate): apt-get install openssl.',
      )
    const dir = mkdtempSync(join(tmpdir(), 'strongroom-push-'))
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-subj',
          '/CN=127.0.0.1',
          '-days',
          '1',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      )
      server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    server.on('request', (request, response) => {
      let bytes = 0
      request.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, bytes })
        response.statusCode = request.url === '/gone' ? 410 : 201
        response.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve))
  })

  function notification(token: string): OutgoingNotification {
    return {
      id: 1,
      deviceUuid: '2f4b6b4e-8c1c-4a57-9a53-0f3a2d2b8e11',
      deviceType: 'WEB',
      cloudMessagingToken: token,
      chainId: '1337',
      safe: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      type: 'INCOMING_ETHER',
      payload: { type: 'INCOMING_ETHER', chainId: '1337', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    }
  }

  it('posts an encrypted message with a VAPID token for the push service’s origin', async () => {
    const sender = await createWebPushSender(settings, local)
    expect(sender.deviceTypes).toEqual(['WEB'])
    await sender.send(notification(JSON.stringify({ endpoint: `${origin}/push/abc`, keys: browserKeys() })))
    const [request] = received
    expect(request).toMatchObject({
      path: '/push/abc',
      headers: { 'content-encoding': 'aes128gcm', ttl: '86400' },
    })
    // aes128gcm: a 86-byte header (salt, record size, sender key) before the encrypted JSON.
    expect(request!.bytes).toBeGreaterThan(86 + 16)
    const authorization = String(request!.headers.authorization)
    expect(authorization).toContain(`k=${vapid.publicKey}`)
    expect(jwtPayload(authorization)).toMatchObject({ aud: origin, sub: 'mailto:ops@example.org' })
  })

  it('fails (so the outbox retries) when the push service refuses or the token is no subscription', async () => {
    const sender = await createWebPushSender(settings, local)
    await expect(
      sender.send(notification(JSON.stringify({ endpoint: `${origin}/gone`, keys: browserKeys() }))),
    ).rejects.toMatchObject({ statusCode: 410 })
    await expect(sender.send(notification('fcm-token-of-a-phone'))).rejects.toThrow(InvalidInputError)
    await expect(
      sender.send(notification(JSON.stringify({ endpoint: 'http://push.example/x', keys: browserKeys() }))),
    ).rejects.toThrow(InvalidInputError)
  })
})

// An endpoint is a URL any Safe owner registers: the gateway must not become their way into its own network, and one
// endpoint that never answers must not hold the sender (docs/gateway-security.md §3).
describe('createWebPushSender with endpoints others chose', () => {
  const vapid = webPush.generateVAPIDKeys()
  const settings = { ...vapid, subject: 'mailto:ops@example.org' }
  /** Accepts TCP connections and never says a word (no TLS handshake, no answer); counts who connected. */
  let silent: TcpServer
  let port: number
  let connections = 0
  const sockets: Socket[] = []

  beforeAll(async () => {
    silent = createTcpServer((socket) => {
      connections++
      sockets.push(socket)
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    port = (silent.address() as AddressInfo).port
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent?.close(resolve))
  })

  const token = (endpoint: string) => JSON.stringify({ endpoint, keys: browserKeys() })
  const push = (endpoint: string) => ({
    id: 1,
    deviceUuid: '2f4b6b4e-8c1c-4a57-9a53-0f3a2d2b8e11',
    deviceType: 'WEB' as const,
    cloudMessagingToken: token(endpoint),
    chainId: '1337',
    safe: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    type: 'INCOMING_ETHER',
    payload: { type: 'INCOMING_ETHER' },
  })

  it('refuses loopback, private and link-local endpoints, by IP literal and by name, without connecting', async () => {
    const sender = await createWebPushSender(settings, { timeoutMs: 2_000 })
    for (const endpoint of [
      `https://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      `https://[::1]:${port}/push`,
      'https://10.0.0.5:8443/admin/x',
      'https://169.254.169.254/latest/meta-data',
    ])
      await expect(sender.send(push(endpoint)), endpoint).rejects.toThrow(PrivateAddressError)
    expect(connections).toBe(0)
  })

  it('gives up on an endpoint that never answers', async () => {
    const sender = await createWebPushSender(settings, { allowPrivateNetwork: true, timeoutMs: 300 })
    await expect(sender.send(push(`https://127.0.0.1:${port}/push`))).rejects.toThrow(/timeout/i)
    expect(connections).toBe(1)
  })
})
