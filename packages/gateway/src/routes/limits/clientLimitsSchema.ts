import { z } from 'zod'

const rateLimitsSchema = z.object({
  /** Window over which the counts below are kept, per client address. */
  windowMs: z.number().int().min(1).default(60_000),
  /** Sign-in requests (nonces and verifications) per window; 0 turns the limit off. */
  signIn: z.number().int().min(0).default(30),
  /**
   * Requests that write or cost a chain call (every POST, PUT and DELETE: proposals, confirmations, messages,
   * delegates, notification registration, estimations, decoding) per window; 0 turns the limit off.
   */
  writes: z.number().int().min(0).default(120),
  /** Client addresses exempt from the limits (e.g. a load test on loopback). */
  exempt: z.array(z.string().min(1)).default([]),
})

/**
 * How much a single client address may hold or ask of the server. The timeouts are enforced by node:http, so they
 * cover answers served from the response cache too; the rate limits cover the routes that are never cached.
 */
export const clientLimitsSchema = z
  .object({
    /** Longest a client may take to send a request's headers. */
    headersTimeoutMs: z.number().int().min(1).default(15_000),
    /** Longest a client may take to send a whole request, body included (a trickled body is cut off). */
    requestTimeoutMs: z.number().int().min(1).default(30_000),
    /**
     * Longest a connection may stay silent both ways, e.g. a client that stops reading its answer. Must exceed the
     * event streams' heartbeat (15 s), which keeps a quiet stream alive.
     */
    idleTimeoutMs: z.number().int().min(1).default(120_000),
    /** Longest an idle keep-alive connection stays open between requests (Fastify's default). */
    keepAliveTimeoutMs: z.number().int().min(1).default(72_000),
    /** Open connections per client address; over it a new connection is closed at once. */
    connectionsPerClient: z.number().int().min(1).default(256),
    /** Open live event streams per client address; over it a new stream is refused (429). */
    eventStreamsPerClient: z.number().int().min(1).default(32),
    rateLimits: rateLimitsSchema.prefault({}),
  })
  .refine((limits) => limits.headersTimeoutMs <= limits.requestTimeoutMs, {
    message: 'headersTimeoutMs must not exceed requestTimeoutMs',
    path: ['headersTimeoutMs'],
  })

/** Per-client bounds of the HTTP server (timeouts, connections, event streams, rate limits). */
export type ClientLimits = z.output<typeof clientLimitsSchema>
