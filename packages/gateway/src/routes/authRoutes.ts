import type { FastifyPluginAsync } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AuthDeps } from '../auth/AuthDeps'
import { addressBookRoutes } from './addressBookRoutes'
import { authSessionRoutes } from './authSessionRoutes'
import { toErrorResponse } from './toErrorResponse'
import { userSettingsRoutes } from './userSettingsRoutes'

/**
 * Sign-in with Ethereum and what a session unlocks, as one encapsulated Fastify plugin:
 * `app.register(authRoutes, { db, settings, chains })`. Inside it, errors go through the gateway's `toErrorResponse`
 * (sign-in errors answer 401/403/422); every answer is `Cache-Control: no-store` (sessions and private data must not
 * sit in shared caches).
 */
export const authRoutes: FastifyPluginAsync<AuthDeps> = async (app, options) => {
  const deps = { ...options, clock: options.clock ?? (() => new Date()) }
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, unexpected } = toErrorResponse(error)
    if (unexpected) request.log.error({ err: error }, 'request failed')
    return reply.code(statusCode).send(body)
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const routes = app.withTypeProvider<ZodTypeProvider>()
  authSessionRoutes(routes, deps)
  addressBookRoutes(routes, deps)
  userSettingsRoutes(routes, deps)
}
