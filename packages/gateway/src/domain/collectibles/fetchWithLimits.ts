import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { PrivateAddressError } from '../network/PrivateAddressError'
import { publicOnlyLookup } from '../network/publicOnlyLookup'
import { requirePublicHost } from '../network/requirePublicHost'
import { MetadataUnavailableError } from './MetadataUnavailableError'

/** Limits of one download of a token-chosen URL. */
export type FetchLimits = {
  /** For the whole download, redirects included. */
  timeoutMs: number
  /** Largest body accepted. */
  maxBytes: number
  /** Allow loopback, private and link-local targets (tests; trusted networks only). */
  allowPrivateNetwork: boolean
  /** Redirects followed (default 3); 0 where a header (an API key) must reach no other server. */
  maxRedirects?: number
  /** Sent besides Accept and User-Agent (an API key's Authorization). */
  headers?: Record<string, string>
}

const MAX_REDIRECTS = 3

function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json, */*;q=0.5', 'user-agent': 'strongroom-gateway', ...limits.headers },
        signal,
        ...(limits.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    )
    request.on('error', reject)
    request.end()
  })
}

async function readBody(response: IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? Number.NaN)
  if (declared > maxBytes) {
    response.destroy()
    throw new MetadataUnavailableError('too-large', `${url.host} sent more than ${maxBytes} bytes.`, {
      details: { declared },
    })
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      response.destroy()
      throw new MetadataUnavailableError('too-large', `${url.host} sent more than ${maxBytes} bytes.`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * GETs an http(s) URL that a token contract chose, within limits: one deadline for the whole exchange, a body cap
 * (checked against Content-Length and while streaming), at most {@link MAX_REDIRECTS} redirects (or
 * `limits.maxRedirects`), 2xx only, and unless
 * allowed no connection to loopback, private or link-local addresses (server-side request forgery).
 * @throws {MetadataUnavailableError} with the reason.
 */
export async function fetchWithLimits(target: string, limits: FetchLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let url = new URL(target)
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new MetadataUnavailableError('unsupported-uri', `Cannot fetch ${url.protocol} URLs.`)
      // IP literals skip DNS, so the lookup hook never sees them.
      if (!limits.allowPrivateNetwork) requirePublicHost(url)
      const response = await get(url, limits, signal)
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume()
        const maxRedirects = limits.maxRedirects ?? MAX_REDIRECTS
        if (redirects >= maxRedirects)
          throw new MetadataUnavailableError('http-status', `More than ${maxRedirects} redirects.`, {
            details: { status },
          })
        url = new URL(response.headers.location, url)
        continue
      }
      if (status < 200 || status >= 300) {
        response.resume()
        throw new MetadataUnavailableError('http-status', `${url.host} answered HTTP ${status}.`, {
          details: { status },
        })
      }
      return await readBody(response, url, limits.maxBytes)
    }
  } catch (error) {
    if (signal.aborted)
      throw new MetadataUnavailableError('timeout', `No answer within ${limits.timeoutMs} ms.`, { cause: error })
    if (error instanceof MetadataUnavailableError) throw error
    // The lookup's refusal reaches us as is or wrapped by the socket.
    const refusal = error instanceof PrivateAddressError ? error : (error as { cause?: unknown }).cause
    if (refusal instanceof PrivateAddressError)
      throw new MetadataUnavailableError('blocked-address', refusal.message, { cause: refusal })
    throw new MetadataUnavailableError('network', `Cannot reach ${url.host}.`, { cause: error })
  }
}
