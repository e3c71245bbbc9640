import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchWithLimits } from './fetchWithLimits'
import { MetadataUnavailableError } from './MetadataUnavailableError'

let server: Server
let port: number
const open = { timeoutMs: 1000, maxBytes: 64, allowPrivateNetwork: true }

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/ok') return response.end('{"name":"ok"}')
    if (request.url === '/declared-big')
      return response.writeHead(200, { 'content-length': '100' }).end('x'.repeat(100))
    if (request.url?.startsWith('/loop')) return response.writeHead(302, { location: '/loop' }).end()
    if (request.url === '/hop') return response.writeHead(301, { location: '/ok' }).end()
    if (request.url === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end()
    response.writeHead(500).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function reason(url: string, limits = open) {
  const error = await fetchWithLimits(url, limits).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(MetadataUnavailableError)
  return (error as MetadataUnavailableError).reason
}

describe('fetchWithLimits', () => {
  it('downloads a body and follows a redirect', async () => {
    expect((await fetchWithLimits(`http://127.0.0.1:${port}/ok`, open)).toString()).toBe('{"name":"ok"}')
    expect((await fetchWithLimits(`http://127.0.0.1:${port}/hop`, open)).toString()).toBe('{"name":"ok"}')
  })

  it('refuses loopback and private targets unless allowed, by IP literal and by name', async () => {
    const closed = { ...open, allowPrivateNetwork: false }
    expect(await reason(`http://127.0.0.1:${port}/ok`, closed)).toBe('blocked-address')
    expect(await reason(`http://localhost:${port}/ok`, closed)).toBe('blocked-address')
    expect(await reason('http://[::1]/ok', closed)).toBe('blocked-address')
    expect(await reason('http://169.254.169.254/latest/meta-data', closed)).toBe('blocked-address')
  })

  it('enforces the size limit, the redirect limit, the status and the scheme', async () => {
    expect(await reason(`http://127.0.0.1:${port}/declared-big`)).toBe('too-large')
    expect(await reason(`http://127.0.0.1:${port}/loop`)).toBe('http-status')
    expect(await reason(`http://127.0.0.1:${port}/error`)).toBe('http-status')
    expect(await reason(`http://127.0.0.1:${port}/to-file`)).toBe('unsupported-uri')
  })
})
