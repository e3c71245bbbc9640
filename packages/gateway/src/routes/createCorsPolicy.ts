import type { FastifyCorsOptions } from '@fastify/cors'
import type { Config } from '../config'

/** Who may read the gateway's answers from a browser, decided once per origin. */
export type CorsPolicy = {
  /** The @fastify/cors options for a request from `origin` (its delegator asks on every request). */
  optionsFor(origin: string | undefined): FastifyCorsOptions
  /**
   * The headers @fastify/cors adds with those options to an answer that is not a preflight, for answers given before
   * Fastify (answerFromCache): `Vary: Origin` (the options depend on the origin), the allowed origin if any, and
   * credentials for sign-in origins. Tests compare the two on every kind of origin.
   */
  headersFor(origin: string | undefined): Readonly<Record<string, string>>
}

/**
 * Public routes answer any configured origin without credentials; the sign-in origins also get credentialed CORS,
 * so the web app's session cookie travels on its fetches (a wildcard origin never allows credentials). Every option
 * object and header set is built here, once: this runs on every request, cache hits included.
 */
export function createCorsPolicy({ corsOrigins, auth }: Pick<Config, 'corsOrigins' | 'auth'>): CorsPolicy {
  const publicOptions: FastifyCorsOptions = {
    origin: corsOrigins === '*' ? '*' : corsOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Preflights answer 200: older clients treat any other success code on an empty body as an error.
    optionsSuccessStatus: 200,
    maxAge: 600,
  }
  const credentialedOptions = new Map<string, FastifyCorsOptions>(
    auth.allowedOrigins.map((origin) => [origin, { ...publicOptions, origin, credentials: true }]),
  )

  const vary = { vary: 'Origin' }
  const publicHeaders = corsOrigins === '*' ? { ...vary, 'access-control-allow-origin': '*' } : vary
  const headersByOrigin = new Map<string, Readonly<Record<string, string>>>()
  if (corsOrigins !== '*')
    for (const origin of corsOrigins) headersByOrigin.set(origin, { ...vary, 'access-control-allow-origin': origin })
  for (const origin of auth.allowedOrigins)
    headersByOrigin.set(origin, {
      ...vary,
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
    })

  return {
    optionsFor: (origin) => (origin !== undefined && credentialedOptions.get(origin)) || publicOptions,
    headersFor: (origin) => (origin !== undefined && headersByOrigin.get(origin)) || publicHeaders,
  }
}
