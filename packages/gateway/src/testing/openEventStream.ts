import { createServerSentEventParser, type ParsedServerSentEvent, StrongroomError } from '@strongroom/protocol'

/** A test client of a `text/event-stream`, reading it with fetch (Node has no EventSource). */
export type EventStreamClient = {
  status: number
  headers: Headers
  /** Every event received so far, in order. */
  events: ParsedServerSentEvent[]
  /** Everything received so far, as sent (to check comments such as heartbeats). */
  text(): string
  /** The first event at or after position `from` (default: after the last one returned) matching `match`. */
  next(match?: (event: ParsedServerSentEvent) => boolean, timeoutMs?: number): Promise<ParsedServerSentEvent>
  /** Resolves once the server ended the stream. */
  ended: Promise<void>
  close(): void
}

/**
 * Opens `url` as an event stream and parses what arrives in the background. A non-2xx answer still resolves (with
 * `status`), so tests can check error answers too.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const abort = new AbortController()
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal })
  const events: ParsedServerSentEvent[] = []
  let raw = ''
  let cursor = 0
  const waiters = new Set<() => void>()
  const parser = createServerSentEventParser((event) => {
    events.push(event)
    for (const wake of waiters) wake()
  })
  const ended = (async () => {
    if (!response.body) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true })
        raw += text
        parser.push(text)
      }
    } catch {
      // Aborted by close(), or the server went away: the stream has ended either way.
    }
  })()

  return {
    status: response.status,
    headers: response.headers,
    events,
    text: () => raw,
    ended,
    close: () => abort.abort(),
    next: (match = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (let index = cursor; index < events.length; index++) {
            if (!match(events[index]!)) continue
            cursor = index + 1
            done()
            resolve(events[index]!)
            return
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(new StrongroomError(`No matching event within ${timeoutMs} ms.`, { details: { url, events } }))
        }, timeoutMs)
        const done = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      }),
  }
}
