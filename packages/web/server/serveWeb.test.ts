// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RuntimeConfigError } from '../src/lib/RuntimeConfigError'
import { serveWeb, WebAppNotBuiltError, type WebServer } from './serveWeb'

const runtimeConfig = {
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  gatewayUrl: 'http://127.0.0.1:3000',
}
const INDEX = '<!doctype html><title>Strongroom</title><div id="root"></div>'
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

let root: string
let dist: string
let server: WebServer

beforeAll(async () => {
  // A stand-in for `vite build` output, so the test does not depend on a build having run.
  root = await mkdtemp(join(tmpdir(), 'serve-web-'))
  dist = join(root, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(root, 'secret.txt'), 'top secret')
  await writeFile(join(dist, 'index.html'), INDEX)
  await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT)
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  server = await serveWeb({ runtimeConfig, distDir: dist })
})

afterAll(async () => {
  await server?.stop()
  await rm(root, { recursive: true, force: true })
})

describe('serveWeb', () => {
  it('listens on a free port of 127.0.0.1 by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.url).not.toMatch(/:0$/)
  })

  it('answers /config.json with the runtime configuration in its chains shape, never cached', async () => {
    const response = await fetch(`${server.url}/config.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const { gatewayUrl, ...chain } = runtimeConfig
    expect(await response.json()).toEqual({ gatewayUrl, chains: [chain] })
  })

  it('serves hashed assets with their type, immutable caching and gzip', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // fetch decodes gzip itself; the body must come out intact either way.
    expect(await response.text()).toBe(SCRIPT)
  })

  it('sends gzip only to clients that accept it', async () => {
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
    expect(raw.encoding).toBe('gzip')
    expect(raw.body.length).toBeLessThan(SCRIPT.length / 10)
    expect(gunzipSync(raw.body).toString()).toBe(SCRIPT)
  })

  it('falls back to index.html for client-side routes', async () => {
    for (const path of ['/', '/safes/eth:0x1234/transactions', '/settings/']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toBe(INDEX)
    }
  })

  it('sends the security headers with every answer, loopback Safe Apps only to a loopback host', async () => {
    const headersFor = (path: string, host: string) =>
      new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
        const req = request(`${server.url}${path}`, { headers: { host } }, (res) => {
          res.resume()
          resolve(res.headers)
        })
        req.on('error', reject)
        req.end()
      })
    for (const path of ['/', '/config.json', '/assets/index-abc123.js']) {
      const local = await headersFor(path, new URL(server.url).host)
      expect(local['content-security-policy']).toMatch(/(^|; )script-src 'self'(;|$)/)
      expect(local['content-security-policy']).toMatch(/(^|; )frame-src https: http:\/\/127\.0\.0\.1:\*/)
      expect(local['content-security-policy']).toContain('http://127.0.0.1:3000')
      expect(local['x-frame-options']).toBe('DENY')
      expect(local['referrer-policy']).toBe('no-referrer')
      expect(local['x-content-type-options']).toBe('nosniff')
      expect(local['permissions-policy']).toContain('camera=()')
    }
    const remote = await headersFor('/', 'wallet.example.org')
    expect(remote['content-security-policy']).toMatch(/(^|; )frame-src https:(;|$)/)
  })

  it('answers 404 for a missing file with an extension instead of HTML', async () => {
    const response = await fetch(`${server.url}/assets/missing.js`)
    expect(response.status).toBe(404)
  })

  it('never serves files outside dist', async () => {
    for (const path of ['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('top secret')
    }
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${server.url}/favicon.svg`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/svg+xml')
    expect(await head.text()).toBe('')
    const post = await fetch(`${server.url}/config.json`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it('keeps one cache entry per file whatever the path spelling, and at most maxCachedFiles files', async () => {
    // A file changed on disk after it was served shows whether a request read it again (a new cache entry) or was
    // answered from the entry the first request made.
    const own = join(root, 'cache-dist')
    await mkdir(join(own, 'assets'), { recursive: true })
    await writeFile(join(own, 'index.html'), INDEX)
    const names = ['a', 'b', 'c'].map((name) => `${name}-1.js`)
    for (const name of names) await writeFile(join(own, 'assets', name), 'first')
    const small = await serveWeb({ runtimeConfig, distDir: own, maxCachedFiles: 2 })
    const body = async (path: string) => (await fetch(`${small.url}${path}`)).text()
    try {
      expect(await body('/assets/a-1.js')).toBe('first')
      await writeFile(join(own, 'assets', 'a-1.js'), 'second')
      for (const spelling of ['/assets//a-1.js', '/assets///a-1.js', '/assets%2Fa-1.js', '/assets%2F%2Fa-1.js'])
        expect({ spelling, body: await body(spelling) }).toEqual({ spelling, body: 'first' })
      expect((await fetch(`${small.url}/assets//a-1.js`)).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      )
      // Two more files push the least recently served one out: it is read again.
      expect(await body('/assets/b-1.js')).toBe('first')
      expect(await body('/assets/c-1.js')).toBe('first')
      expect(await body('/assets/a-1.js')).toBe('second')
    } finally {
      await small.stop()
    }
  })

  it('refuses to start without a build', async () => {
    const error = await serveWeb({ runtimeConfig, distDir: join(dist, 'nope') }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WebAppNotBuiltError)
    expect((error as Error).message).toBe('web app not built: run npm run build -w @strongroom/web')
  })

  it('refuses an invalid runtime configuration before listening', async () => {
    const error = await serveWeb({ runtimeConfig: { ...runtimeConfig, rpcUrl: 'nope' }, distDir: dist }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RuntimeConfigError)
  })
})
