import {
  SAFE_EVENT_STREAM_EVENTS,
  type SafeChangeKind,
  type SafeEventsHello,
  safeChangeEventDataSchema,
  safeEventsHelloSchema,
} from '@strongroom/protocol'

/** Where a Safe event stream stands: `live` from its `hello` on, `reconnecting` from an error until the next `hello`. */
export type SafeEventsConnectionStatus = 'connecting' | 'live' | 'reconnecting'

/** What a Safe event stream tells its client. */
export interface SafeEventsListener {
  /** The Safe changed: reload what `kinds` names. */
  change(kinds: readonly SafeChangeKind[]): void
  /** The stream cannot say what changed (a `reset`, or a message this client cannot read): reload everything. */
  reset(): void
  /** The opening is over (missed changes, if any, came before it) and these are the Safe's tags now. */
  hello(tags: SafeEventsHello): void
  status(status: SafeEventsConnectionStatus): void
}

/** Options of {@link connectSafeEvents}. */
export interface ConnectSafeEventsOptions {
  /** `GET …/safes/{address}/events` of the gateway, without `lastEventId`. */
  url: string
  listener: SafeEventsListener
  /** Delay before reconnecting after `failures` errors in a row, when this client reconnects itself. */
  backoffMs?: (failures: number) => number
}

/**
 * Errors in a row the browser may retry on its own (after the stream's `retry`, sending Last-Event-ID itself) before
 * this client takes over with growing delays, so a gateway that stays down is not asked again every second.
 */
const BROWSER_RETRIES = 2

/** 1 s, 2 s, 4 s … up to 30 s. */
export function defaultBackoffMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1))
}

/**
 * Opens the gateway's Server-Sent Events stream of one Safe (with cookies, `withCredentials`) and keeps it open:
 * the browser reconnects a dropped stream itself; when it gives up (an HTTP error answer) or keeps failing, a new
 * stream is opened after {@link defaultBackoffMs}, resuming with `?lastEventId=` so no change is missed. Messages are
 * parsed with protocol's schemas; one that does not parse counts as a reset.
 * @returns a function that closes the stream and cancels any pending reconnection.
 */
export function connectSafeEvents({
  url,
  listener,
  backoffMs = defaultBackoffMs,
}: ConnectSafeEventsOptions): () => void {
  let source: EventSource | undefined
  let lastEventId = ''
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId
  }
  const parse = (event: MessageEvent): unknown => {
    try {
      return JSON.parse(String(event.data))
    } catch {
      return undefined
    }
  }

  const open = () => {
    timer = undefined
    const target = new URL(url)
    if (lastEventId) target.searchParams.set('lastEventId', lastEventId)
    const current = new EventSource(target, { withCredentials: true })
    source = current

    current.addEventListener(SAFE_EVENT_STREAM_EVENTS.change, (event) => {
      remember(event)
      const data = safeChangeEventDataSchema.safeParse(parse(event))
      if (data.success) listener.change(data.data.kinds)
      else listener.reset()
    })
    current.addEventListener(SAFE_EVENT_STREAM_EVENTS.reset, (event) => {
      remember(event)
      listener.reset()
    })
    current.addEventListener(SAFE_EVENT_STREAM_EVENTS.hello, (event) => {
      remember(event)
      failures = 0
      const tags = safeEventsHelloSchema.safeParse(parse(event))
      if (tags.success) listener.hello(tags.data)
      else listener.reset()
      listener.status('live')
    })
    current.addEventListener('error', () => {
      if (closed || source !== current) return
      failures += 1
      listener.status('reconnecting')
      if (current.readyState === EventSource.CLOSED || failures > BROWSER_RETRIES) {
        current.close()
        timer = setTimeout(open, backoffMs(failures))
      }
    })
  }

  open()
  return () => {
    closed = true
    if (timer !== undefined) clearTimeout(timer)
    source?.close()
  }
}
