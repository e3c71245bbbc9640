import { afterEach, describe, expect, it, vi } from 'vitest'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { safeInfoFixture } from '../../testing/gatewayFixtures'
import { SafeIndexingTimeoutError } from './SafeIndexingTimeoutError'
import { waitForSafeIndexed } from './waitForSafeIndexed'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const request = { baseUrl: 'http://gw.test', chainId: 1337, address: SAFE, intervalMs: 1 } as const

// The gateway is another process; fetch answers for it, one response per call.
function answers(...responses: Array<() => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => (responses.shift() ?? responses.at(-1)!)())
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const notFound = () => new Response('{"code":404,"message":"Safe not found"}', { status: 404 })

afterEach(() => vi.unstubAllGlobals())

describe('waitForSafeIndexed', () => {
  it('asks again while the gateway answers 404, then returns the SafeInfo', async () => {
    const info = safeInfoFixture({ address: SAFE })
    const fetchMock = answers(notFound, notFound, () => Response.json(info))
    await expect(waitForSafeIndexed(request)).resolves.toEqual(info)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('stops at once on another failure', async () => {
    answers(() => new Response('{"code":500,"message":"Internal server error"}', { status: 500 }))
    await expect(waitForSafeIndexed(request)).rejects.toThrow(GatewayError)
  })

  it('gives up after the timeout with a sentence', async () => {
    answers(notFound)
    await expect(waitForSafeIndexed({ ...request, timeoutMs: 5 })).rejects.toThrow(SafeIndexingTimeoutError)
  })
})
