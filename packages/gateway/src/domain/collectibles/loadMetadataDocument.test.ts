import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMetadataDocument } from './loadMetadataDocument'

let server: Server
let gateway: string
const requested: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '')
    response.end('{"name":"from ipfs"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipfs/`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const limits = () => ({ timeoutMs: 1000, maxBytes: 1024, allowPrivateNetwork: true, ipfsGateway: gateway })

describe('loadMetadataDocument', () => {
  it('reads base64, percent-encoded and raw JSON data: URIs and bare JSON', async () => {
    const json = '{"name":"Key #1","description":"50% off"}'
    const expected = { name: 'Key #1', description: '50% off' }
    const base64 = `data:application/json;base64,${Buffer.from(json).toString('base64')}`
    expect(await loadMetadataDocument(base64, limits())).toEqual(expected)
    expect(await loadMetadataDocument(`data:application/json,${encodeURIComponent(json)}`, limits())).toEqual(expected)
    expect(await loadMetadataDocument(`data:application/json;utf8,${json}`, limits())).toEqual(expected)
    expect(await loadMetadataDocument(`  ${json}`, limits())).toEqual(expected)
  })

  it('maps ipfs:// onto the configured gateway', async () => {
    expect(await loadMetadataDocument('ipfs://bafyCID/3.json', limits())).toEqual({ name: 'from ipfs' })
    expect(await loadMetadataDocument('ipfs://ipfs/bafyCID/4', limits())).toEqual({ name: 'from ipfs' })
    expect(requested).toEqual(['/ipfs/bafyCID/3.json', '/ipfs/bafyCID/4'])
  })

  it('rejects other schemes, non-objects, invalid JSON and oversized data', async () => {
    await expect(loadMetadataDocument('ar://tx', limits())).rejects.toMatchObject({ reason: 'unsupported-uri' })
    await expect(loadMetadataDocument('data:application/json,[1,2]', limits())).rejects.toMatchObject({
      reason: 'invalid-json',
    })
    await expect(loadMetadataDocument('data:application/json,{oops', limits())).rejects.toMatchObject({
      reason: 'invalid-json',
    })
    await expect(
      loadMetadataDocument(`data:application/json,{"a":"${'x'.repeat(2000)}"}`, limits()),
    ).rejects.toMatchObject({ reason: 'too-large' })
  })
})
