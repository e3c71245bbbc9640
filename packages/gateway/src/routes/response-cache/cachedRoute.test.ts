import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createProxyTrust } from '../pagination/createProxyTrust'
import { cachedRoute } from './cachedRoute'
import { ResponseCache } from './ResponseCache'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let app: FastifyInstance
let cache: ResponseCache
let calls: number
let revision: () => string | null | Promise<string | null>
const readHead = () => revision()
/** A head that must be read first: a promise once, then the value (as ChainHeads does once per interval). */
const readOnce = (value: string | null) => {
  let read = false
  return () => {
    if (read) return value
    read = true
    return Promise.resolve(value)
  }
}

beforeEach(async () => {
  calls = 0
  revision = () => '7'
  cache = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000, maxAgeMs: 60_000 })
  app = Fastify()
  // Behind a trusted proxy, whose X-Forwarded-Prefix is part of the public URL.
  app.decorate('proxyTrust', createProxyTrust(true))
  const scope = (request: { params: unknown }) => {
    const { chainId, address } = request.params as { chainId: string; address: string }
    return address === 'no-scope' ? null : { chainId, safe: address }
  }
  const handler = async (request: { params: unknown; query: unknown }) => {
    calls++
    const { address } = request.params as { address: string }
    if (address === 'failing') throw new Error('no such Safe')
    return { address, query: request.query, call: calls }
  }
  app.get('/chains/:chainId/safes/:address/list', cachedRoute(cache, { scope }), handler)
  app.get(
    '/chains/:chainId/safes/:address/info',
    cachedRoute(cache, {
      scope,
      // One stable reader per chain, as ChainHeads gives; what it reads changes.
      revisionOf: (request) => ((request.params as { chainId: string }).chainId === '1' ? readHead : null),
    }),
    handler,
  )
  app.get('/chains/:chainId/safes/:address/cookie', cachedRoute(cache, { scope }), async (_request, reply) => {
    calls++
    reply.header('set-cookie', 'session=1')
    return { call: calls }
  })
  app.get(
    '/chains/:chainId/safes/:address/serialized',
    {
      ...cachedRoute(cache, { scope }),
      schema: { response: { 200: { type: 'object' } } },
      // The route's serializer refuses some answers, as the zod serializer refuses answers off their schema.
      serializerCompiler: () => (data: unknown) => {
        if ((data as { address: string }).address === 'unserializable') throw new Error('off schema')
        return JSON.stringify({ serializedBy: 'route', ...(data as object) })
      },
    },
    handler,
  )
  await app.ready()
})

afterEach(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('cachedRoute', () => {
  it('answers a repeated GET from the cache without running the handler, with the same bytes and ETag', async () => {
    const url = `/chains/1/safes/${SAFE}/list?cursor=limit%3D20%26offset%3D0`
    const first = await get(url)
    const second = await get(url)
    expect(calls).toBe(1)
    expect(second.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.headers['content-type']).toBe(first.headers['content-type'])
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(first.headers.etag).toMatch(/^".+"$/)
  })

  it('keys on the whole raw URL and on the public base URL', async () => {
    await get(`/chains/1/safes/${SAFE}/list?trusted=true`)
    await get(`/chains/1/safes/${SAFE}/list?trusted=false`)
    await get(`/chains/1/safes/${SAFE.toLowerCase()}/list?trusted=true`)
    await get(`/chains/1/safes/${SAFE}/list?trusted=true`, { host: 'proxy.example' })
    await get(`/chains/1/safes/${SAFE}/list?trusted=true`, { 'x-forwarded-prefix': '/gateway' })
    expect(calls).toBe(5)
    await get(`/chains/1/safes/${SAFE}/list?trusted=false`)
    expect(calls).toBe(5)
  })

  it('answers 304 to If-None-Match with the cached tag (weak, in a list, or *), 200 otherwise', async () => {
    const url = `/chains/1/safes/${SAFE}/list`
    const { etag } = (await get(url)).headers as { etag: string }
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const answer = await get(url, { 'if-none-match': header })
      expect([answer.statusCode, answer.body, answer.headers.etag]).toEqual([304, '', etag])
    }
    const changed = await get(url, { 'if-none-match': '"other"' })
    expect([changed.statusCode, calls]).toEqual([200, 1])
  })

  it('stores what the route’s own serializer wrote, and nothing when it fails', async () => {
    const first = await get(`/chains/1/safes/${SAFE}/serialized`)
    expect(JSON.parse(first.body)).toMatchObject({ serializedBy: 'route', call: 1 })
    expect((await get(`/chains/1/safes/${SAFE}/serialized`)).body).toBe(first.body)
    expect((await get('/chains/1/safes/unserializable/serialized')).statusCode).toBe(500)
    expect((await get('/chains/1/safes/unserializable/serialized')).statusCode).toBe(500)
    expect(calls).toBe(3)
  })

  it('computes again after the Safe changed', async () => {
    const url = `/chains/1/safes/${SAFE}/list`
    await get(url)
    cache.safeChanged('1', SAFE)
    expect(JSON.parse((await get(url)).body).call).toBe(2)
    expect(JSON.parse((await get(url)).body).call).toBe(2)
  })

  it('never stores errors, answers that set cookies, HEAD requests or requests without a scope', async () => {
    await get('/chains/1/safes/failing/list')
    expect((await get('/chains/1/safes/failing/list')).statusCode).toBe(500)
    await get(`/chains/1/safes/${SAFE}/cookie`)
    await get(`/chains/1/safes/${SAFE}/cookie`)
    await get('/chains/1/safes/no-scope/list')
    await get('/chains/1/safes/no-scope/list')
    expect(calls).toBe(6)
    const head = await app.inject({ method: 'HEAD', url: `/chains/1/safes/${SAFE}/list?head` })
    expect(head.statusCode).toBe(200)
    await get(`/chains/1/safes/${SAFE}/list?head`)
    expect(calls).toBe(8)
  })

  it('serves an answer with a revision only while the revision holds, read synchronously or not', async () => {
    const url = `/chains/1/safes/${SAFE}/info`
    await get(url)
    await get(url)
    expect(calls).toBe(1)
    revision = readOnce('7')
    expect(JSON.parse((await get(url)).body).call).toBe(1)
    revision = readOnce('8')
    expect(JSON.parse((await get(url)).body).call).toBe(2)
    revision = () => '8'
    expect(JSON.parse((await get(url)).body).call).toBe(2)
    // No revision (the chain cannot be asked): answered, never from or into the cache.
    revision = () => null
    expect(JSON.parse((await get(url)).body).call).toBe(3)
    revision = () => Promise.reject(new Error('node down'))
    expect(JSON.parse((await get(url)).body).call).toBe(4)
    revision = () => '8'
    expect(JSON.parse((await get(url)).body).call).toBe(2)
    // A chain without a reader (not served): answered without the cache.
    await get(`/chains/2/safes/${SAFE}/info`)
    await get(`/chains/2/safes/${SAFE}/info`)
    expect(calls).toBe(6)
  })
})
