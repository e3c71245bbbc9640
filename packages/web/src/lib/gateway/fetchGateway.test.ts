import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fetchGateway } from './fetchGateway'
import { GatewayError } from './GatewayError'

const schema = z.object({ safes: z.array(z.string()) })

// The gateway is another process: fetch stands in for it.
function answer(body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(body, init))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(GatewayError)
  return error as GatewayError
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchGateway', () => {
  it('GETs the path under the base URL with cookies and returns the parsed body', async () => {
    const fetchMock = answer('{"safes":["0x1"]}')
    await expect(fetchGateway({ baseUrl: 'http://gw.test/prefix', path: '/v1/x', schema })).resolves.toEqual({
      safes: ['0x1'],
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('http://gw.test/prefix/v1/x')
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' })
    expect(init?.body).toBeUndefined()
  })

  it('sends a JSON body', async () => {
    const fetchMock = answer('{"safes":[]}')
    await fetchGateway({ baseUrl: 'http://gw.test', path: '/v1/x', schema, method: 'POST', body: { a: 1 } })
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    })
  })

  it('says in a sentence what an error answer means, and keeps the status and the body for debugging', async () => {
    answer('{"code":404,"message":"Safe not found"}', { status: 404 })
    const error = await failure(fetchGateway({ baseUrl: 'http://gw.test', path: '/v1/x', schema }))
    expect(error.message).toBe('The gateway does not have what was asked for.')
    expect(error.failure).toBe('http')
    expect(error.isNotFound).toBe(true)
    expect(error.details.answer).toEqual({ code: 404, message: 'Safe not found' })
  })

  it('describes an error answer without the {code, message} body by its status, never showing the code', async () => {
    answer('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })
    const error = await failure(fetchGateway({ baseUrl: 'http://gw.test', path: '/v1/x', schema }))
    expect(error.message).toBe('The gateway failed to answer. Try again in a moment.')
    expect(error.message).not.toMatch(/\d{3}/)
    expect(error.isNotFound).toBe(false)
    expect(error.details.answer).toBe('Bad Gateway')
  })

  it('tells a missing session apart', async () => {
    answer('{"code":401,"message":"No session"}', { status: 401 })
    const error = await failure(fetchGateway({ baseUrl: 'http://gw.test', path: '/v1/x', schema }))
    expect(error.isUnauthenticated).toBe(true)
    expect(error.message).toBe('You are not signed in on this server, or your session has ended.')
  })

  it('reports an unreachable gateway', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const error = await failure(fetchGateway({ baseUrl: 'http://gw.test', path: '/v1/x', schema }))
    expect(error.failure).toBe('unreachable')
    expect(error.message).toBe('The gateway could not be reached.')
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('rejects a body that is not JSON or does not match the schema', async () => {
    answer('not json')
    expect((await failure(fetchGateway({ baseUrl: 'http://gw.test', path: '/v1/x', schema }))).failure).toBe(
      'invalid-response',
    )
    answer('{"safes":"nope"}')
    const error = await failure(fetchGateway({ baseUrl: 'http://gw.test', path: '/v1/x', schema }))
    expect(error.failure).toBe('invalid-response')
    expect(error.details.issues).toEqual(['safes: Invalid input: expected array, received string'])
  })

  it('follows absolute page links on the gateway but never to another origin', async () => {
    const fetchMock = answer('{"safes":[]}')
    await fetchGateway({ baseUrl: 'http://gw.test', path: 'http://gw.test/v2/y?cursor=limit%3D20', schema })
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://gw.test/v2/y?cursor=limit%3D20')
    const error = await failure(fetchGateway({ baseUrl: 'http://gw.test', path: 'http://evil.test/v2/y', schema }))
    expect(error.message).toBe('The gateway sent a link to another server.')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
