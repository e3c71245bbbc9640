import { PassThrough } from 'node:stream'
import { SAFE_EVENT_STREAM_EVENTS, type SafeChangeEventData, type SafeEventsReset } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { SafeEventsOpening } from '../domain/events/loadSafeEventsOpening'
import type { SafeChangeEvent } from '../domain/events/SafeChangeEvent'
import { formatServerSentEvent } from './formatServerSentEvent'
import type { SafeChangeHub } from './SafeChangeHub'

/** How long a browser waits before reconnecting a dropped stream (the SSE default is about 3 s). */
const RETRY_MS = 1_000

/**
 * One client's `text/event-stream` of a Safe's changes. It subscribes to the hub when created, so nothing committed
 * while the opening is read from the database is lost: such changes wait until {@link open} has sent the opening
 * (replay or reset, then `hello` with the head id) and are sent after it unless the opening covered them. Afterwards
 * each change goes out once, in id order, and a comment line every `heartbeatMs` keeps proxies from closing an idle
 * connection. {@link close} unsubscribes and ends the body; it is idempotent.
 */
export class SafeEventStream {
  /** The response body. */
  readonly body = new PassThrough()
  private lastSentId = 0
  private waiting: (() => void)[] | null = []
  private heartbeat: NodeJS.Timeout | null = null
  private readonly unsubscribe: () => void
  private closed = false

  constructor(hub: SafeChangeHub, chainId: string, safe: Address, heartbeatMs: number) {
    this.unsubscribe = hub.subscribe(chainId, safe, {
      change: (event) => this.whenOpen(() => this.sendChange(event)),
      reset: (headId) => this.whenOpen(() => this.sendReset('expired', headId)),
    })
    this.heartbeat = setInterval(() => this.write({ comment: 'heartbeat' }), heartbeatMs)
    this.heartbeat.unref()
  }

  /** Sends the opening, then what arrived meanwhile, and goes live. */
  open(opening: SafeEventsOpening): void {
    this.write({ retry: RETRY_MS })
    if (opening.resume && 'replay' in opening.resume) for (const event of opening.resume.replay) this.sendChange(event)
    if (opening.resume && 'reset' in opening.resume) this.sendReset(opening.resume.reset, opening.headId)
    this.write({ id: opening.headId, event: SAFE_EVENT_STREAM_EVENTS.hello, data: JSON.stringify(opening.tags) })
    this.lastSentId = Math.max(this.lastSentId, opening.headId)
    const waiting = this.waiting ?? []
    this.waiting = null
    for (const send of waiting) send()
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    this.unsubscribe()
    if (this.heartbeat) clearInterval(this.heartbeat)
    this.heartbeat = null
    this.waiting = null
    this.body.end()
  }

  private whenOpen(send: () => void): void {
    if (this.waiting) this.waiting.push(send)
    else send()
  }

  private sendChange(event: SafeChangeEvent): void {
    if (event.id <= this.lastSentId) return
    this.lastSentId = event.id
    const data: SafeChangeEventData = { kinds: event.kinds, reason: event.reason }
    this.write({ id: event.id, event: SAFE_EVENT_STREAM_EVENTS.change, data: JSON.stringify(data) })
  }

  private sendReset(reason: SafeEventsReset['reason'], headId: number): void {
    this.lastSentId = Math.max(this.lastSentId, headId)
    const data: SafeEventsReset = { reason }
    this.write({ id: headId, event: SAFE_EVENT_STREAM_EVENTS.reset, data: JSON.stringify(data) })
  }

  private write(message: Parameters<typeof formatServerSentEvent>[0]): void {
    if (this.closed) return
    this.body.write(formatServerSentEvent(message))
  }
}
