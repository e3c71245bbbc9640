import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { GatewayContext } from '../domain/GatewayContext'
import { loadSafeAppsRegistry } from '../domain/safe-apps/loadSafeAppsRegistry'
import { toErrorResponse } from '../routes/toErrorResponse'
import type { ZodFastify } from '../routes/ZodFastify'

/** A server of a few routes: its base URL and how to stop it. */
export type ServedRoutes = { url: string; close(): Promise<void> }

/**
 * An HTTP server on a free loopback port with only the routes `register` adds, on the given database and chains,
 * Fastify set up as buildApp sets it (zod schemas, the gateway's `{ code, message }` error answers): for a route
 * family's tests that need a configuration of their own.
 */
export async function serveRoutes(
  { db, chains }: Pick<GatewayContext, 'db' | 'chains'>,
  register: (app: ZodFastify, context: GatewayContext) => void,
): Promise<ServedRoutes> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler((error, _request, reply) => {
    const { statusCode, body } = toErrorResponse(error)
    return reply.code(statusCode).send(body)
  })
  register(app, { db, chains, safeApps: loadSafeAppsRegistry() })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() }
}
