import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import { StrongroomError } from '@strongroom/protocol'
import { parseRuntimeConfig, type RuntimeConfigInput } from '../src/lib/parseRuntimeConfig'
import { toDeploymentConfig } from '../src/lib/toDeploymentConfig'
import { isLoopbackHost, securityHeaders } from './securityHeaders'

const gzip = promisify(gzipCallback)

/** Options of {@link serveWeb}. */
export interface ServeWebOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to bind; 127.0.0.1 by default. */
  host?: string
  /**
   * Answered as `/config.json`, in its `chains` shape; validated before the server starts. The single-chain shape of
   * earlier releases is accepted too.
   */
  runtimeConfig: RuntimeConfigInput
  /** The built app; `packages/web/dist` by default. */
  distDir?: string
  /** How many files are kept in memory at most (the least recently served goes first); 1000 by default. */
  maxCachedFiles?: number
}

/** A running web server. */
export interface WebServer {
  /** Base URL without a trailing slash, such as `http://127.0.0.1:41234`. */
  url: string
  stop(): Promise<void>
}

/** The app has not been built, so there is nothing to serve. */
export class WebAppNotBuiltError extends StrongroomError {
  override name = 'WebAppNotBuiltError'
}

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url))

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}
const DEFAULT_MAX_CACHED_FILES = 1000
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg\+xml)/
// Below this size gzip framing costs more than it saves.
const MIN_GZIP_BYTES = 1024

interface Asset {
  body: Buffer
  gzipped?: Buffer
  contentType: string
  cacheControl: string
}

/**
 * Serves the built web app: static files from `dist` (gzip when the client accepts it, immutable caching for hashed
 * assets), `/config.json` from `runtimeConfig`, and `index.html` for any other path without a file extension so
 * client-side routes survive a reload. One build therefore serves any chain and any ports. Every answer carries the
 * security headers of securityHeaders.ts (Content-Security-Policy and friends).
 *
 * @throws {WebAppNotBuiltError} when `dist/index.html` is missing.
 * @throws {RuntimeConfigError} when `runtimeConfig` does not match the schema.
 */
export async function serveWeb(options: ServeWebOptions): Promise<WebServer> {
  const distDir = resolve(options.distDir ?? DEFAULT_DIST)
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new WebAppNotBuiltError('web app not built: run npm run build -w @strongroom/web', {
      details: { distDir },
    })
  }
  const runtimeConfig = parseRuntimeConfig(options.runtimeConfig)
  const configAsset = await toAsset(Buffer.from(JSON.stringify(toDeploymentConfig(runtimeConfig))), '.json', 'no-cache')
  // Keyed by the file a path resolves to, not by the path: `/assets//x.js` and `/assets%2Fx.js` are one entry, so
  // request spellings cannot grow it, and it holds at most maxCachedFiles files (in serving order, oldest first).
  const cache = new Map<string, Promise<Asset | undefined>>()
  const maxCachedFiles = options.maxCachedFiles ?? DEFAULT_MAX_CACHED_FILES
  // On every answer, not only index.html: the notifications service worker gets its policy from its own response.
  const headers = {
    loopback: securityHeaders(runtimeConfig, { loopback: true }),
    remote: securityHeaders(runtimeConfig, { loopback: false }),
  }
  const send = (request: IncomingMessage, response: ServerResponse, asset: Asset) =>
    sendAsset(request, response, asset, isLoopbackHost(request.headers.host) ? headers.loopback : headers.remote)

  const load = (pathname: string): Promise<Asset | undefined> => {
    const file = resolve(distDir, `.${normalize(pathname)}`)
    // Never serve anything outside dist, whatever the path says.
    if (file !== distDir && !file.startsWith(distDir + sep)) return Promise.resolve(undefined)
    let pending = cache.get(file)
    if (pending) cache.delete(file)
    else {
      pending = loadAsset(distDir, file)
      const loading = pending
      const forget = () => cache.get(file) === loading && cache.delete(file)
      // Remember files only: caching misses would let arbitrary request paths grow the map.
      loading.then((asset) => asset ?? forget()).catch(forget)
    }
    cache.set(file, pending)
    if (cache.size > maxCachedFiles) cache.delete(cache.keys().next().value as string)
    return pending
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    const pathname = decodePathname(request.url ?? '/')
    if (pathname === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request path')
      return
    }
    if (pathname === '/config.json') return send(request, response, configAsset)
    const asset = pathname.endsWith('/') ? undefined : await load(pathname)
    if (asset) return send(request, response, asset)
    // A missing file with an extension is a real 404: answering HTML for a script only hides the mistake.
    if (extname(pathname) !== '') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const index = await load('/index.html')
    if (!index) throw new WebAppNotBuiltError('web app not built: run npm run build -w @strongroom/web')
    return send(request, response, index)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('serveWeb: request failed', error)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('Internal error')
    })
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', rejectListen)
      resolveListen()
    })
  })
  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${port}`,
    stop: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()))
        // Keep-alive sockets from a browser would otherwise hold close() open.
        server.closeAllConnections()
      }),
  }
}

function decodePathname(url: string): string | undefined {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname)
    return pathname.includes('\0') ? undefined : pathname
  } catch {
    return undefined
  }
}

async function loadAsset(distDir: string, file: string): Promise<Asset | undefined> {
  try {
    if (!(await stat(file)).isFile()) return undefined
  } catch {
    return undefined
  }
  // Vite names files under /assets/ by content hash, so they never change; everything else may.
  const cacheControl = file.startsWith(join(distDir, 'assets') + sep)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
  return toAsset(await readFile(file), extname(file).toLowerCase(), cacheControl)
}

async function toAsset(body: Buffer, extension: string, cacheControl: string): Promise<Asset> {
  const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream'
  const asset: Asset = { body, contentType, cacheControl }
  if (COMPRESSIBLE.test(contentType) && body.length >= MIN_GZIP_BYTES) asset.gzipped = await gzip(body, { level: 6 })
  return asset
}

function sendAsset(
  request: IncomingMessage,
  response: ServerResponse,
  asset: Asset,
  securityHeaders: Record<string, string>,
): void {
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  const body = acceptsGzip && asset.gzipped ? asset.gzipped : asset.body
  response.writeHead(200, {
    ...securityHeaders,
    'content-type': asset.contentType,
    'content-length': body.length,
    'cache-control': asset.cacheControl,
    ...(asset.gzipped ? { vary: 'accept-encoding' } : {}),
    ...(body === asset.gzipped ? { 'content-encoding': 'gzip' } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}
