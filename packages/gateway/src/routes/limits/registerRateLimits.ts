import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { TooManyRequestsError } from '../../domain/errors/TooManyRequestsError'
import { clientKeyOf } from './clientKeyOf'
import type { ClientLimits } from './clientLimitsSchema'
import { rateLimitGroupOf } from './rateLimitGroupOf'

/**
 * Per-address rate limits (@fastify/rate-limit, in memory per process) on sign-in and on every write route
 * (rateLimitGroupOf), each route counted on its own. Over the limit: 429 `{code, message}` with Retry-After (and the
 * RateLimit headers). Must be registered before the routes: the limits are attached as routes are added.
 */
export async function registerRateLimits(app: FastifyInstance, limits: ClientLimits['rateLimits']): Promise<void> {
  const exempt = new Set(limits.exempt.map(clientKeyOf))
  // Runs before the plugin's own onRoute hook (added below), which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const group = rateLimitGroupOf(route.method, route.url)
    const max = group ? limits[group] : 0
    if (max === 0) return
    route.config = { ...route.config, rateLimit: { max, timeWindow: limits.windowMs } }
  })
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKeyOf(request.ip),
    allowList: (request) => exempt.has(clientKeyOf(request.ip)),
    errorResponseBuilder: (_request, { ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000))
      return new TooManyRequestsError(
        `Too many requests from your address; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        { retryAfterSeconds: seconds },
      )
    },
  })
}
