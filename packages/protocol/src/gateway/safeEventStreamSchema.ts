import { z } from 'zod'

/**
 * What a change of a Safe asks a client to reload: the transaction queue, the history, balances, collectibles,
 * off-chain messages, or SafeInfo itself (owners, threshold, nonce, modules, guard, delegates…).
 */
export const safeChangeKindSchema = z.enum(['queue', 'history', 'balances', 'collectibles', 'messages', 'safe'])

export type SafeChangeKind = z.infer<typeof safeChangeKindSchema>

/**
 * Why a Safe changed, from the most to the least telling: when one indexed block range did several things, its change
 * names the first of its reasons in this order.
 */
export const safeChangeReasonSchema = z.enum([
  'reorg',
  'execution',
  'module-transaction',
  'settings',
  'creation',
  'outgoing-transfer',
  'incoming-transfer',
  'confirmation',
  'proposal',
  'message',
  'message-confirmation',
  'delegates',
])

export type SafeChangeReason = z.infer<typeof safeChangeReasonSchema>

/** `data` of a `safe-change` message of the Safe event stream; its SSE `id` is the change's id. */
export const safeChangeEventDataSchema = z.object({
  kinds: z.array(safeChangeKindSchema).min(1),
  reason: safeChangeReasonSchema,
})

export type SafeChangeEventData = z.infer<typeof safeChangeEventDataSchema>

/**
 * `data` of the `hello` message that ends the opening of a Safe event stream: the SafeInfo tags as of the stream's
 * start, so a client that kept data from before can tell which lists it must reload.
 */
export const safeEventsHelloSchema = z.object({
  txQueuedTag: z.string(),
  txHistoryTag: z.string(),
  collectiblesTag: z.string(),
  messagesTag: z.string(),
})

export type SafeEventsHello = z.infer<typeof safeEventsHelloSchema>

/**
 * `data` of a `reset` message: the stream cannot replay what happened since the client's Last-Event-ID (older than
 * the server keeps, or unknown to it), so the client must reload everything.
 */
export const safeEventsResetSchema = z.object({ reason: z.enum(['expired', 'unknown']) })

export type SafeEventsReset = z.infer<typeof safeEventsResetSchema>

/** SSE `event:` names of the Safe event stream (`GET /v1/chains/{chainId}/safes/{address}/events`). */
export const SAFE_EVENT_STREAM_EVENTS = { change: 'safe-change', hello: 'hello', reset: 'reset' } as const
