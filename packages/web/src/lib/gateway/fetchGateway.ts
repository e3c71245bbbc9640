// zod's core: accepts schemas built with `zod` and with `zod/mini` alike, and adds neither API to the bundle.
import { type $ZodType, type output, safeParse } from 'zod/v4/core'
import { describeGatewayStatus } from './describeGatewayStatus'
import { GatewayError } from './GatewayError'

/**
 * The gateway's error body `{code, message}` (protocol `gatewayErrorSchema`), checked by hand: this file is on the
 * landing page, where the full zod API would cost more than the check.
 */
function errorBodyOf(json: unknown): { code: number; message: string } | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const { code, message } = json as { code?: unknown; message?: unknown }
  return Number.isInteger(code) && typeof message === 'string' ? { code: code as number, message } : undefined
}

/** What every gateway call needs besides its own parameters. */
export interface GatewayRequest {
  /** Base URL of the gateway (runtime config `gatewayUrl`), without the `/v1` part. */
  baseUrl: string
  /** Cancels the request (TanStack Query passes one per query). */
  signal?: AbortSignal
}

/**
 * GETs (or sends `body` to) `path` on the gateway and returns the answer parsed with `schema`, the wire type from
 * `@strongroom/protocol`. Cookies go along (`credentials: 'include'`) so a signed-in session reaches the gateway.
 * @throws {GatewayError} `unreachable` without an answer, `http` for an error status (the body's `{code, message}` in
 * `details.answer`),
 * `invalid-response` when the body is not JSON or does not match the schema.
 */
export async function fetchGateway<Schema extends $ZodType>(
  request: GatewayRequest & {
    path: string
    schema: Schema
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
    body?: unknown
  },
): Promise<output<Schema>> {
  const base = new URL(request.baseUrl.endsWith('/') ? request.baseUrl : `${request.baseUrl}/`)
  // Relative to the base so a gateway behind a path prefix (https://host/gateway/) keeps it.
  const url = new URL(request.path.replace(/^\/+/, ''), base)
  // Page links come from the gateway's answers; cookies must never follow one to another origin.
  if (url.origin !== base.origin)
    throw new GatewayError('The gateway sent a link to another server.', 'invalid-response', undefined, {
      details: { url: url.href },
    })
  const init: RequestInit = { method: request.method ?? 'GET', credentials: 'include' }
  if (request.signal) init.signal = request.signal
  if (request.body !== undefined) {
    init.body = JSON.stringify(request.body)
    init.headers = { 'content-type': 'application/json' }
  }

  let response: Response
  try {
    response = await fetch(url, init)
  } catch (cause) {
    // An abort is the caller's own doing: let it through unchanged so TanStack Query can tell it apart.
    if (request.signal?.aborted) throw cause
    throw new GatewayError('The gateway could not be reached.', 'unreachable', undefined, {
      cause,
      details: { url: url.href },
    })
  }

  const text = await response.text()
  let json: unknown
  let jsonError: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch (error) {
    jsonError = error
  }

  if (!response.ok) {
    const body = errorBodyOf(json)
    throw new GatewayError(describeGatewayStatus(response.status), 'http', response.status, {
      details: { url: url.href, answer: body ?? response.statusText },
    })
  }
  if (jsonError !== undefined) {
    throw new GatewayError(
      'The gateway answered with something that is not JSON.',
      'invalid-response',
      response.status,
      {
        cause: jsonError,
        details: { url: url.href },
      },
    )
  }
  const parsed = safeParse(request.schema, json)
  if (!parsed.success) {
    throw new GatewayError(
      'The gateway answered with data in an unexpected shape.',
      'invalid-response',
      response.status,
      {
        cause: parsed.error,
        details: {
          url: url.href,
          issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        },
      },
    )
  }
  return parsed.data
}
