import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { createCorsPolicy } from '../createCorsPolicy'
import { answerFromCache, type HitLogger } from './answerFromCache'
import { ResponseCache, type Revision } from './ResponseCache'
import { responseCacheKey } from './responseCacheKey'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SIGN_IN_ORIGIN = 'http://localhost:5173'

let server: Server
let base: string
let cache: ResponseCache
let logged: Parameters<HitLogger>[0][]

beforeAll(async () => {
  const cors = createCorsPolicy(parseConfig({}))
  server = createServer((request, response) => {
    const door = answerFromCache(cache, { cors, log: (entry) => logged.push(entry) })
    if (!door(request, response)) response.writeHead(404, { 'x-fell-through': 'yes' }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  cache = new ResponseCache({ maxEntries: 10, maxBytes: 100_000, maxAgeMs: 60_000 })
  logged = []
})

/** Stores `body` as the answer to GET `path` asked from `base` (the key a request to it computes). */
function put(path: string, body: string, revision?: Revision) {
  const key = responseCacheKey({ url: path, headers: { host: new URL(base).host }, protocol: 'http', forwarded: false })
  const ticket = cache.begin(key, { chainId: '1', safe: SAFE, ...(revision ? { revision } : {}) })!
  return cache.store(ticket, body, 'application/json; charset=utf-8')
}

describe('answerFromCache', () => {
  it('answers a cached GET with its bytes, content type, ETag and the CORS headers of the origin', async () => {
    const { etag } = put('/v1/x?cursor=a', '{"cached":true}')
    const plain = await fetch(`${base}/v1/x?cursor=a`)
    expect(plain.status).toBe(200)
    expect(await plain.text()).toBe('{"cached":true}')
    expect(Object.fromEntries(plain.headers)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': '15',
      etag,
      vary: 'Origin',
      'access-control-allow-origin': '*',
    })
    const signedIn = await fetch(`${base}/v1/x?cursor=a`, { headers: { origin: SIGN_IN_ORIGIN } })
    expect(signedIn.headers.get('access-control-allow-origin')).toBe(SIGN_IN_ORIGIN)
    expect(signedIn.headers.get('access-control-allow-credentials')).toBe('true')
    expect(logged).toEqual([
      { method: 'GET', url: '/v1/x?cursor=a', statusCode: 200 },
      { method: 'GET', url: '/v1/x?cursor=a', statusCode: 200 },
    ])
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const { etag } = put('/v1/x', '{}')
    const answer = await fetch(`${base}/v1/x`, { headers: { 'if-none-match': `W/${etag}` } })
    expect([answer.status, await answer.text(), answer.headers.get('etag')]).toEqual([304, '', etag])
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('leaves everything else to the server: other methods, other URLs and hosts, unconfirmed revisions', async () => {
    put('/v1/x', '{}')
    put('/v1/head', '{}', { value: '7', current: () => Promise.resolve('7') })
    const fellThrough = async (answer: Promise<Response>) => (await answer).headers.get('x-fell-through') === 'yes'
    expect(await fellThrough(fetch(`${base}/v1/x`, { method: 'POST' }))).toBe(true)
    expect(await fellThrough(fetch(`${base}/v1/x`, { method: 'HEAD' }))).toBe(true)
    expect(await fellThrough(fetch(`${base}/v1/x/`))).toBe(true)
    // fetch cannot set Host; node:http can.
    const viaOtherHost = await new Promise<boolean>((resolve, reject) =>
      get(`${base}/v1/x`, { headers: { host: 'other.example' } }, (response) => {
        response.resume()
        resolve(response.headers['x-fell-through'] === 'yes')
      }).on('error', reject),
    )
    expect(viaOtherHost).toBe(true)
    expect(await fellThrough(fetch(`${base}/v1/head`))).toBe(true)
    expect(await fellThrough(fetch(`${base}/v1/x`))).toBe(false)
    // No proxy is trusted here: its X-Forwarded-Host is anyone's claim, so the answer is the one of the real host.
    expect(await fellThrough(fetch(`${base}/v1/x`, { headers: { 'x-forwarded-host': 'proxy.example' } }))).toBe(false)
    expect(logged).toHaveLength(2)
  })
})
