import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { StrongroomError } from '@strongroom/protocol'

/** Options of {@link serveSampleApp}. */
export interface ServeSampleAppOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to bind; 127.0.0.1 by default. */
  host?: string
  /** The folder to serve: `packages/sample-app/dist` by default (the tests serve their hostile app the same way). */
  distDir?: string
  /** Origins that may frame the app (CSP frame-ancestors): any https page and loopback http by default. */
  frameAncestors?: readonly string[]
  /** Origins the app may frame itself (CSP frame-src); none by default. */
  frameSrc?: readonly string[]
}

/** A running sample app server. */
export interface SampleAppServer {
  /** Base URL without a trailing slash, such as `http://127.0.0.1:41235`. */
  url: string
  stop(): Promise<void>
}

/** Nothing to serve: `npm run build -w @strongroom/sample-app` has not run. */
export class SampleAppNotBuiltError extends StrongroomError {
  override name = 'SampleAppNotBuiltError'
}

export const SAMPLE_APP_DIST = fileURLToPath(new URL('../dist', import.meta.url))

const DEFAULT_FRAME_ANCESTORS = ['https:', 'http://127.0.0.1:*', 'http://localhost:*']

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
}

/**
 * The Content-Security-Policy the sample app is served with: its own scripts and styles only, nothing inline, no
 * network of its own (every call goes through the host's bridge), framed only by `frameAncestors`.
 */
export function sampleAppContentSecurityPolicy(
  frameAncestors: readonly string[] = DEFAULT_FRAME_ANCESTORS,
  frameSrc: readonly string[] = [],
): string {
  const policy: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': frameSrc.length > 0 ? frameSrc : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': frameAncestors,
  }
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Serves a built Safe App from its own origin (a Safe App is always cross-origin to the wallet that frames it):
 * `/<page>/` answers `<page>/index.html`, files as they are, `manifest.json` and icons with `Access-Control-Allow-Origin:
 * *` because the wallet reads them with fetch from its own origin. Every answer carries the app's policy.
 * @throws {SampleAppNotBuiltError} when the folder does not exist.
 */
export async function serveSampleApp(options: ServeSampleAppOptions = {}): Promise<SampleAppServer> {
  const distDir = resolve(options.distDir ?? SAMPLE_APP_DIST)
  if (!existsSync(distDir))
    throw new SampleAppNotBuiltError('the sample app is not built: run npm run build -w @strongroom/sample-app', {
      details: { distDir },
    })
  const headers = {
    'content-security-policy': sampleAppContentSecurityPolicy(options.frameAncestors, options.frameSrc),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request path')
      return
    }
    const file = resolve(distDir, `.${normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname)}`)
    // Never anything outside the folder, whatever the path says.
    const inside = file.startsWith(distDir + sep) && !pathname.includes('\0')
    const found = inside ? await stat(file).catch(() => undefined) : undefined
    if (found?.isDirectory() && existsSync(join(file, 'index.html'))) {
      response.writeHead(301, { ...headers, location: `${pathname}/` }).end()
      return
    }
    if (!found?.isFile()) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const extension = extname(file).toLowerCase()
    const body = await readFile(file)
    response.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'content-length': String(body.length),
      ...(extension === '.json' || extension === '.svg' ? { 'access-control-allow-origin': '*' } : {}),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('Internal error')
    })
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', fail)
      done()
    })
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    stop: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()))
        server.closeAllConnections()
      }),
  }
}
