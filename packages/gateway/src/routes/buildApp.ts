import type { IncomingMessage, ServerResponse } from 'node:http'
import cors, { type FastifyCorsOptions } from '@fastify/cors'
import swagger from '@fastify/swagger'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { findSignedInAccount } from '../auth/findSignedInAccount'
import type { ChainRuntime } from '../chain-runtime/ChainRuntime'
import type { Config } from '../config'
import { createLogger, type Logger } from '../createLogger'
import type { Db } from '../db/Db'
import { createBalancesServices } from '../domain/balances/createBalancesServices'
import type { GatewayContext } from '../domain/GatewayContext'
import { runWithRequestOrigin } from '../domain/requests/requestOrigin'
import type { SafeAppsRegistry } from '../domain/safe-apps/safeAppsConfigSchema'
import type { SafeChangeHub } from '../realtime/SafeChangeHub'
import { acceptEmptyJsonBodies } from './acceptEmptyJsonBodies'
import { authRoutes } from './authRoutes'
import { balancesRoutes } from './balancesRoutes'
import { chainsRoutes } from './chainsRoutes'
import { collectiblesRoutes } from './collectiblesRoutes'
import { contractsRoutes } from './contractsRoutes'
import { createCorsPolicy } from './createCorsPolicy'
import { createOpenApiRegistry } from './createOpenApiRegistry'
import { dataDecoderRoutes } from './dataDecoderRoutes'
import { delegatesRoutes } from './delegatesRoutes'
import { estimationsRoutes } from './estimationsRoutes'
import { healthRoutes } from './healthRoutes'
import { clientKeyOf } from './limits/clientKeyOf'
import { createLimitedServer } from './limits/createLimitedServer'
import { registerRateLimits } from './limits/registerRateLimits'
import { messagesRoutes } from './messagesRoutes'
import { notificationsRoutes } from './notificationsRoutes'
import { createProxyTrust } from './pagination/createProxyTrust'
import { refuseUnstorableText } from './refuseUnstorableText'
import { answerFromCache } from './response-cache/answerFromCache'
import { ChainHeads } from './response-cache/ChainHeads'
import { invalidateOnSafeChanges } from './response-cache/invalidateOnSafeChanges'
import { ResponseCache } from './response-cache/ResponseCache'
import { safeAppsRoutes } from './safeAppsRoutes'
import { safeEventsRoutes } from './safeEventsRoutes'
import { safeIndexingRoutes } from './safeIndexingRoutes'
import { safesRoutes } from './safesRoutes'
import { toErrorResponse } from './toErrorResponse'
import { transactionListsRoutes } from './transactionListsRoutes'
import { transactionServiceImportRoutes } from './transactionServiceImportRoutes'
import { transactionsRoutes } from './transactionsRoutes'

/** Levels at which Fastify logs every request. */
const REQUEST_LOG_LEVELS: ReadonlySet<string> = new Set(['info', 'debug', 'trace'])

/** What the HTTP app needs: settings, the database, the served chains, the Safe Apps registry and live updates. */
export type AppDeps = {
  config: Config
  db: Db
  chains: Map<string, ChainRuntime>
  safeApps: SafeAppsRegistry
  hub: SafeChangeHub
  /** Comment lines on idle event streams (default 15 s). */
  heartbeatMs?: number
  /** The cache of hot read answers; by default a new one bounded by `config.responseCache`. */
  responseCache?: ResponseCache
  /** The process's logger (Fastify logs requests through it); by default a new one at `config.logLevel`. */
  logger?: Logger
}

/**
 * The Client-Gateway-compatible HTTP app, ready for `listen()` or `inject()`. Wire rules that hold for every route
 * (docs/gateway-api.md §1, §3): an optional trailing slash, JSON errors `{code, message}` only, CORS for browser clients,
 * a bounded body (an empty one with a JSON content type counts as none), and the OpenAPI document of the same zod
 * schemas at `/openapi.json`. Hot reads (SafeInfo, Safe transaction lists, transaction details) are answered from a
 * response cache that Safe changes void (routes/response-cache).
 */
export async function buildApp({
  config,
  db,
  chains,
  safeApps,
  hub,
  heartbeatMs,
  responseCache = new ResponseCache(config.responseCache),
  logger = createLogger(config.logLevel),
}: AppDeps): Promise<FastifyInstance> {
  let frontDoor: ((request: IncomingMessage, response: ServerResponse) => boolean) | null = null
  const app = Fastify({
    // Typed as Fastify's base logger so that the app keeps the plain FastifyInstance type the route modules take.
    loggerInstance: logger as FastifyBaseLogger,
    // Fastify's server with the client limits (timeouts, connections per address) and the response cache's front
    // door before Fastify's handler.
    serverFactory: (handler) =>
      createLimitedServer(config.clients, (request, response) => {
        if (!frontDoor?.(request, response)) handler(request, response)
      }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Errors of the router (a bad percent-encoding, an overlong path segment) get the same `{code, message}` answers.
    frameworkErrors: (error, _request, reply) => {
      const { statusCode, body } = toErrorResponse(error)
      ;(reply as FastifyReply).code(statusCode).send(body)
    },
    // Transaction ids reach ~130 characters (multisig_<safe>_<hash>); find-my-way's default cap is 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  acceptEmptyJsonBodies(app)
  refuseUnstorableText(app)
  // Everything a request starts knows who asked (domain/requests/requestOrigin), for the per-client bounds on new Safes.
  // A signed-in owner's new Safe is indexed first: the session is looked up only when a request adds a Safe.
  app.addHook('onRequest', (request, _reply, done) =>
    runWithRequestOrigin(
      { clientKey: clientKeyOf(request.ip), signedInAccount: () => findSignedInAccount(db, request) },
      done,
    ),
  )

  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, unexpected, retryAfterSeconds } = toErrorResponse(error)
    if (unexpected) request.log.error({ err: error }, 'request failed')
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds))
    return reply.code(statusCode).send(body)
  })
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ code: 404, message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  )

  const proxyTrust = createProxyTrust(config.trustProxy)
  app.decorate('proxyTrust', proxyTrust)
  const corsPolicy = createCorsPolicy(config)
  await app.register(
    cors,
    () => (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) =>
      callback(null, corsPolicy.optionsFor(request.headers.origin)),
  )
  frontDoor = answerFromCache(responseCache, {
    cors: corsPolicy,
    proxyTrust,
    // Fastify logs every request at info and below; hits answered before it get one line.
    ...(REQUEST_LOG_LEVELS.has(config.logLevel)
      ? {
          log: (entry: { method: string; url: string; statusCode: number }) =>
            app.log.info(entry, 'request answered from the response cache'),
        }
      : {}),
  })
  await registerRateLimits(app, config.clients.rateLimits)
  const schemaRegistry = createOpenApiRegistry()
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Strongroom gateway',
        description: 'Safe Client Gateway compatible API for Safe 1.4.1 accounts',
        version: '1',
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  })

  const context: GatewayContext = { db, chains, safeApps }
  const sessions = { db, settings: config.auth, clock: () => new Date() }
  const stopInvalidating = invalidateOnSafeChanges(responseCache, { hub, db })
  app.addHook('onClose', async () => stopInvalidating())
  const balances = createBalancesServices(context, config.assets)
  chainsRoutes(app, context, { tokenList: balances.tokenList })
  safesRoutes(app, context, { cache: responseCache, heads: new ChainHeads(chains), balances })
  safeIndexingRoutes(app, context)
  transactionListsRoutes(app, context, responseCache)
  transactionsRoutes(app, context, responseCache)
  estimationsRoutes(app, context)
  dataDecoderRoutes(app, context)
  delegatesRoutes(app, context, sessions)
  healthRoutes(app, context)
  messagesRoutes(app, context)
  safeAppsRoutes(app, context)
  notificationsRoutes(app, context, sessions)
  transactionServiceImportRoutes(app, context, sessions, config.transactionServiceImport)
  safeEventsRoutes(app, context, {
    hub,
    streamsPerClient: config.clients.eventStreamsPerClient,
    ...(heartbeatMs !== undefined ? { heartbeatMs } : {}),
  })
  balancesRoutes(app, context, config.assets, balances)
  contractsRoutes(app, context)
  collectiblesRoutes(app, context, config.assets)
  await app.register(authRoutes, { db, settings: config.auth, chains })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  await app.ready()
  return app
}
