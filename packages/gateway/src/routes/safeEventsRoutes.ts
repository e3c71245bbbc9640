import {
  InvalidInputError,
  SAFE_EVENT_STREAM_EVENTS,
  safeChangeEventDataSchema,
  safeEventsHelloSchema,
  safeEventsResetSchema,
} from '@strongroom/protocol'
import { z } from 'zod'
import { requireChain } from '../domain/chains/requireChain'
import { TooManyRequestsError } from '../domain/errors/TooManyRequestsError'
import { loadSafeEventsOpening } from '../domain/events/loadSafeEventsOpening'
import type { GatewayContext } from '../domain/GatewayContext'
import { requireSafe } from '../domain/safes/requireSafe'
import type { SafeChangeHub } from '../realtime/SafeChangeHub'
import { SafeEventStream } from '../realtime/SafeEventStream'
import { errorResponses } from './errorResponses'
import { ClientSlots } from './limits/ClientSlots'
import { clientKeyOf } from './limits/clientKeyOf'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/** Event ids are positive bigint row ids; 15 digits stay exact as JS numbers. */
const eventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a decimal event id')
  .transform((value) => Number(value))

const STREAM_DESCRIPTION = `Server-Sent Events (our extension to the Client Gateway API): one message per committed change of the Safe's queue, history, balances, collectibles, messages or settings, from any gateway process on the database.
- \`${SAFE_EVENT_STREAM_EVENTS.change}\`: \`id\` is the change id, \`data\` is {kinds, reason}; reload the lists named in kinds.
- \`${SAFE_EVENT_STREAM_EVENTS.hello}\`: ends the opening; \`data\` holds the SafeInfo tags, \`id\` the newest change id.
- \`${SAFE_EVENT_STREAM_EVENTS.reset}\`: the changes since Last-Event-ID cannot be replayed (older than the retention, or unknown); reload everything.
- a comment line every 15 s keeps the connection open.
Reconnect with the Last-Event-ID header (EventSource does it) or ?lastEventId= to receive exactly the changes missed meanwhile, before the hello.`

/** One SSE message's data, for the OpenAPI document (the stream is not JSON; each message's data is). */
const streamMessageSchema = z
  .union([safeChangeEventDataSchema, safeEventsHelloSchema, safeEventsResetSchema])
  .describe('data of one message; its event name tells which')

/** When a client over its stream cap may try again: streams end when their tabs close, which takes seconds. */
const RETRY_AFTER_SECONDS = 10

/** Open streams and their settings, per app. */
export type SafeEventsOptions = {
  hub: SafeChangeHub
  heartbeatMs?: number
  /** Open streams one client address may hold (config `clients.eventStreamsPerClient`). */
  streamsPerClient: number
}

/**
 * `GET /v1/chains/{chainId}/safes/{address}/events` (our extension): a live `text/event-stream` of the Safe's changes
 * so co-owners' screens update within a second instead of polling SafeInfo every 15 s. CORS as every route (an
 * EventSource with credentials works from the sign-in origins). Open streams are ended when the app closes.
 * An address that holds no Safe answers 404 as `safes/{address}` does; a client holding `streamsPerClient` open
 * streams gets 429 with Retry-After.
 */
export function safeEventsRoutes(
  app: ZodFastify,
  context: GatewayContext,
  { hub, heartbeatMs = 15_000, streamsPerClient }: SafeEventsOptions,
): void {
  const open = new Set<SafeEventStream>()
  const slots = new ClientSlots(streamsPerClient)
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close()
  })

  app.get(
    '/v1/chains/:chainId/safes/:address/events',
    {
      schema: {
        tags: ['safes'],
        description: STREAM_DESCRIPTION,
        params: safeParamsSchema,
        querystring: z.object({ lastEventId: eventIdSchema.optional() }),
        response: {
          200: { description: 'the event stream', content: { 'text/event-stream': { schema: streamMessageSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { chainId, address } = request.params
      requireChain(context.chains, chainId)
      const lastEventId = parseLastEventId(request.headers['last-event-id']) ?? request.query.lastEventId ?? null
      // Taken before the first await, so that a burst of requests cannot pass the cap while each one loads.
      const release = slots.acquire(clientKeyOf(request.ip))
      if (!release) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS))
        throw new TooManyRequestsError(
          `Too many live update streams are open from your address (at most ${streamsPerClient}); close some first.`,
          { retryAfterSeconds: RETRY_AFTER_SECONDS },
        )
      }
      const stream = new SafeEventStream(hub, chainId, address, heartbeatMs)
      // Registered before the first await: a client that leaves while the opening loads must not leave a listener.
      open.add(stream)
      const end = () => {
        stream.close()
        open.delete(stream)
        release()
      }
      reply.raw.once('close', end)
      // A client that left before this handler ran: its close event is already past.
      if (request.raw.socket.destroyed) end()
      try {
        await requireSafe(context, { chainId, address })
        stream.open(await loadSafeEventsOpening(context.db, { chainId, safe: address, lastEventId }))
      } catch (error) {
        end()
        throw error
      }
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // A stream is piped as it is (no serializer); the typed reply only knows the schema's JSON shapes.
          .send(stream.body as never)
      )
    },
  )
}

/** The Last-Event-ID header a reconnecting EventSource sends; absent or empty means a fresh stream. */
function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value === '') return null
  const parsed = eventIdSchema.safeParse(value)
  if (!parsed.success) throw new InvalidInputError('headers.last-event-id: must be a decimal event id')
  return parsed.data
}
