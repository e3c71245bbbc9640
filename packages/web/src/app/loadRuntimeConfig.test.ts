import { describe, expect, it, vi } from 'vitest'
import { parseRuntimeConfig } from '../lib/parseRuntimeConfig'
import { RuntimeConfigError } from '../lib/RuntimeConfigError'
import { loadRuntimeConfig } from './loadRuntimeConfig'

const config = {
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  gatewayUrl: 'http://127.0.0.1:3000',
}

// The server is outside this unit; fetch stands in for it.
function answering(body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, init))
}

async function failure(promise: Promise<unknown>): Promise<RuntimeConfigError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RuntimeConfigError)
  return error as RuntimeConfigError
}

describe('loadRuntimeConfig', () => {
  it('fetches /config.json and returns the parsed configuration', async () => {
    const fetch = answering(JSON.stringify(config), { headers: { 'content-type': 'application/json' } })
    await expect(loadRuntimeConfig({ fetch })).resolves.toEqual(parseRuntimeConfig(config))
    expect(fetch).toHaveBeenCalledWith('/config.json')
  })

  it('reports a missing file', async () => {
    const error = await failure(loadRuntimeConfig({ fetch: answering('Not found', { status: 404 }) }))
    expect(error.problem).toBe('missing')
    expect(error.message).toBe('The runtime configuration /config.json is missing.')
  })

  it('reports other HTTP failures with their status', async () => {
    const fetch = answering('', { status: 502, statusText: 'Bad Gateway' })
    const error = await failure(loadRuntimeConfig({ fetch }))
    expect(error.problem).toBe('unreachable')
    expect(error.issues).toEqual(['HTTP 502 Bad Gateway'])
  })

  it('reports a network failure as unreachable, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch')
    const failingFetch = vi.fn<typeof fetch>(async () => {
      throw cause
    })
    const error = await failure(loadRuntimeConfig({ fetch: failingFetch }))
    expect(error.problem).toBe('unreachable')
    expect(error.cause).toBe(cause)
  })

  it('recognises an SPA fallback answering HTML instead of JSON', async () => {
    const error = await failure(loadRuntimeConfig({ fetch: answering('<!doctype html><html></html>') }))
    expect(error.problem).toBe('not-json')
    expect(error.issues).toEqual(['the server answered with HTML, not JSON'])
  })

  it('reports schema problems field by field', async () => {
    const fetch = answering(JSON.stringify({ ...config, rpcUrl: 'nope' }))
    const error = await failure(loadRuntimeConfig({ fetch }))
    expect(error.problem).toBe('invalid')
    expect(error.issues).toEqual(['rpcUrl: must be an absolute http(s) or ws(s) URL'])
  })
})
