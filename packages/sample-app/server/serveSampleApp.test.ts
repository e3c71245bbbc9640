import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SampleAppNotBuiltError,
  type SampleAppServer,
  sampleAppContentSecurityPolicy,
  serveSampleApp,
} from './serveSampleApp'

let dir: string
let server: SampleAppServer

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sample-app-'))
  mkdirSync(join(dir, 'v9'))
  writeFileSync(join(dir, 'v9', 'index.html'), '<!doctype html><title>v9</title>')
  writeFileSync(join(dir, 'v9', 'manifest.json'), '{"name":"Sample"}')
  server = await serveSampleApp({ distDir: dir, frameAncestors: ['http://127.0.0.1:5173'] })
})

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('serveSampleApp', () => {
  it('answers a page folder with its index.html, under the app policy', async () => {
    const response = await fetch(`${server.url}/v9/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<title>v9</title>')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain('frame-ancestors http://127.0.0.1:5173')
    expect(policy).not.toContain('unsafe-inline')
    // The page is not readable by other origins: only the manifest and icons are.
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('redirects a page folder without its slash, so relative URLs resolve inside it', async () => {
    const response = await fetch(`${server.url}/v9`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/v9/')
  })

  it('lets a wallet on another origin read the manifest', async () => {
    const response = await fetch(`${server.url}/v9/manifest.json`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ name: 'Sample' })
  })

  it('serves nothing outside its folder and nothing it does not have', async () => {
    // Sent raw: fetch would normalise the dots away before the server sees them.
    expect(await rawStatus('/v9/../../../etc/passwd')).toBe(404)
    expect(await rawStatus('/v9/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).toBe(404)
    expect((await fetch(`${server.url}/v8/`)).status).toBe(404)
    expect((await fetch(`${server.url}/v9/`, { method: 'POST' })).status).toBe(405)
  })

  it('refuses to start without a build', async () => {
    await expect(serveSampleApp({ distDir: join(dir, 'missing') })).rejects.toBeInstanceOf(SampleAppNotBuiltError)
  })
})

describe('sampleAppContentSecurityPolicy', () => {
  it('frames nothing unless told, and may be framed by https pages and loopback by default', () => {
    const policy = sampleAppContentSecurityPolicy()
    expect(policy).toContain("frame-src 'none'")
    expect(policy).toContain('frame-ancestors https: http://127.0.0.1:* http://localhost:*')
    expect(sampleAppContentSecurityPolicy(['https://wallet.example'], ['http://127.0.0.1:9'])).toContain(
      'frame-src http://127.0.0.1:9',
    )
  })
})

function rawStatus(path: string): Promise<number | undefined> {
  return new Promise((done, fail) => {
    const { hostname, port } = new URL(server.url)
    request({ hostname, port, path }, (response) => {
      response.resume()
      done(response.statusCode)
    })
      .on('error', fail)
      .end()
  })
}
