import { type CreateSignInMessageParameters, createSignInMessage } from '@strongroom/protocol'
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify'
import type { Address, Hex } from 'viem'
import type { AuthDeps } from '../auth/AuthDeps'
import { type AuthSettings, authSettingsSchema } from '../auth/AuthSettings'
import type { Db } from '../db/Db'
import { acceptEmptyJsonBodies } from '../routes/acceptEmptyJsonBodies'
import { authRoutes } from '../routes/authRoutes'

/** Host of injected requests unless a test says otherwise: a public name, so cookies are Secure. */
export const TEST_HOST = 'gateway.example.org'
/** The web app origin the test settings allow first. */
export const TEST_ORIGIN = 'https://wallet.example.org'

/** A Fastify app with only the auth plugin (and the gateway's body parsing), a movable clock and request helpers. */
export type AuthTestApp = {
  app: FastifyInstance
  settings: AuthSettings
  /** The plugin's clock; tests move `clock.now`. */
  clock: { now: Date }
  nonce(): Promise<string>
  /** A sign-in message for `address` on `origin` (default {@link TEST_ORIGIN}), issued at the clock's time. */
  message(fields: Partial<CreateSignInMessageParameters> & { address: Address; nonce: string }): string
  verify(body: { message: string; signature: Hex }, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  /** Nonce → message → `sign` → verify; returns the answer and the cookie pair (`name=value`) it set. */
  signIn(
    address: Address,
    sign: (message: string) => Promise<Hex>,
    fields?: Partial<CreateSignInMessageParameters>,
  ): Promise<{ response: LightMyRequestResponse; cookie: string }>
  /** An injected request to the app, with the cookie pair when given and host {@link TEST_HOST} by default. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>
}

/** The `name=value` pair of a response's Set-Cookie header (what a browser would send back). */
export function cookiePair(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie']
  const value = Array.isArray(header) ? header[0] : header
  return value?.split(';')[0] ?? ''
}

/**
 * Builds the auth plugin over `db` and `chains` the way the gateway will register it. Settings default to two
 * allowed origins (a public one and the devnet web app on localhost) and can be overridden.
 */
export async function createAuthTestApp({
  db,
  chains,
  settings: overrides = {},
}: {
  db: Db
  chains: AuthDeps['chains']
  settings?: Partial<AuthSettings>
}): Promise<AuthTestApp> {
  const settings = authSettingsSchema.parse({
    allowedOrigins: [TEST_ORIGIN, 'http://localhost:5173'],
    ...overrides,
  })
  const clock = { now: new Date() }
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } })
  // As buildApp does for the whole gateway.
  acceptEmptyJsonBodies(app)
  await app.register(authRoutes, { db, settings, chains, clock: () => clock.now })
  await app.ready()

  const request: AuthTestApp['request'] = ({ cookie, headers, ...options }) =>
    app.inject({ ...options, headers: { host: TEST_HOST, ...(cookie ? { cookie } : {}), ...headers } })
  const nonce = async () => {
    const response = await request({ method: 'GET', url: '/v1/auth/nonce' })
    return (response.json() as { nonce: string }).nonce
  }
  const message: AuthTestApp['message'] = (fields) =>
    createSignInMessage({ origin: TEST_ORIGIN, chainId: 1337, issuedAt: clock.now, ...fields })
  const verify: AuthTestApp['verify'] = (body, headers) =>
    request({ method: 'POST', url: '/v1/auth/verify', payload: body, ...(headers ? { headers } : {}) })
  return {
    app,
    settings,
    clock,
    nonce,
    message,
    verify,
    request,
    signIn: async (address, sign, fields = {}) => {
      const text = message({ address, nonce: await nonce(), ...fields })
      const response = await verify({ message: text, signature: await sign(text) })
      return { response, cookie: cookiePair(response) }
    },
  }
}
