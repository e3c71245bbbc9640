import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTransactionServiceStandIn } from '@strongroom/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchTransactionServiceList } from './fetchTransactionServiceList'
import { requireServiceUrl } from './requireServiceUrl'
import { transactionServiceImportSettingsSchema } from './transactionServiceImportSettingsSchema'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const settings = transactionServiceImportSettingsSchema.parse({ allowLoopback: true })
const path = `api/v1/safes/${SAFE}/messages/`

let service: Awaited<ReturnType<typeof startTransactionServiceStandIn>>
/** A server that answers every request with what `reply` says. */
let misbehaving: { url: string; reply: (response: import('node:http').ServerResponse) => void; stop: () => void }

beforeAll(async () => {
  service = await startTransactionServiceStandIn({ maxLimit: 3, basePath: '/tx-service/dev' })
  for (let index = 0; index < 8; index++) service.addMessage({ safe: SAFE, message: `m${index}` })
  const server = createServer((_request, response) => misbehaving.reply(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  misbehaving = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reply: (response) => response.end(),
    stop: () => server.close(),
  }
})

afterAll(async () => {
  await service.stop()
  misbehaving.stop()
})

const read = (url: string, overrides: Partial<typeof settings> = {}) =>
  fetchTransactionServiceList({
    service: requireServiceUrl(url, { allowLoopback: true }),
    path,
    query: {},
    apiKey: null,
    settings: { ...settings, ...overrides },
  })

describe('fetchTransactionServiceList', () => {
  it('reads every page by limit and offset on the given URL, whatever page size the service allows', async () => {
    const before = service.stats().requests.length
    const list = await read(service.url)
    expect(list).toEqual({ truncated: false, items: expect.any(Array) })
    expect(list.items.map((item) => (item as { message: string }).message)).toEqual([
      'm7',
      'm6',
      'm5',
      'm4',
      'm3',
      'm2',
      'm1',
      'm0',
    ])
    const requests = service.stats().requests.slice(before)
    expect(requests.map((request) => new URL(request, 'http://x').searchParams.get('offset'))).toEqual(['0', '3', '6'])
  })

  it('stops at maxItems and says the list was cut', async () => {
    expect(await read(service.url, { maxItems: 5 })).toMatchObject({ truncated: true, items: { length: 5 } })
    expect(await read(service.url, { maxItems: 8 })).toMatchObject({ truncated: false, items: { length: 8 } })
  })

  it('refuses a redirect, a page too large and an answer that is no page, each with a sentence', async () => {
    const host = new URL(misbehaving.url).host
    misbehaving.reply = (response) => response.writeHead(302, { location: 'http://10.0.0.1/' }).end()
    await expect(read(misbehaving.url)).rejects.toThrow(`${host} redirects elsewhere: give the URL it redirects to.`)
    misbehaving.reply = (response) => response.writeHead(200).end(JSON.stringify({ results: 'x'.repeat(4096) }))
    await expect(read(misbehaving.url, { maxPageBytes: 1024 })).rejects.toThrow(
      `${host} sent a page larger than 1024 bytes.`,
    )
    misbehaving.reply = (response) => response.writeHead(200).end('<html>hello</html>')
    await expect(read(misbehaving.url)).rejects.toThrow(
      `${host} did not answer /${path} like a Safe Transaction Service (no page of results).`,
    )
  })
})

describe('requireServiceUrl', () => {
  it('refuses this machine unless allowed, and plain http elsewhere', () => {
    expect(() => requireServiceUrl('http://127.0.0.1:8000/', { allowLoopback: false })).toThrow(/allowLoopback/)
    expect(() => requireServiceUrl('https://localhost/', { allowLoopback: false })).toThrow(/allowLoopback/)
    expect(() => requireServiceUrl('http://[::1]:80/', { allowLoopback: false })).toThrow(/allowLoopback/)
    expect(requireServiceUrl('http://127.0.0.1:8000/tx', { allowLoopback: true })).toMatchObject({ loopback: true })
    expect(() => requireServiceUrl('http://api.example.org/', { allowLoopback: true })).toThrow(/https:\/\//)
    expect(requireServiceUrl('https://api.safe.global/tx-service/eth', { allowLoopback: false }).base.href).toBe(
      'https://api.safe.global/tx-service/eth/',
    )
  })
})
