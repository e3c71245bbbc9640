import { createServerSentEventParser, type ParsedServerSentEvent, StrongroomError } from '@strongroom/protocol'

type Waiter = { match: (event: ParsedServerSentEvent) => boolean; resolve: (at: number) => void }

/**
 * A co-owner's screen as far as the bench cares: one `GET …/events` stream, read with fetch, that resolves waits with
 * the `performance.now()` at which a matching event arrived.
 */
export class SafeEventStreamClient {
  private readonly waiters = new Set<Waiter>()

  private constructor(private readonly abort: AbortController) {}

  /** Opens the stream and resolves once its `hello` arrived (the stream is live). */
  static async open(url: string): Promise<SafeEventStreamClient> {
    const abort = new AbortController()
    const client = new SafeEventStreamClient(abort)
    const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal })
    if (response.status !== 200 || !response.body)
      throw new StrongroomError(`The event stream answered ${response.status}.`, { details: { url } })
    const hello = client.waitFor((event) => event.event === 'hello', 10_000)
    const parser = createServerSentEventParser((event) => {
      const at = performance.now()
      for (const waiter of client.waiters)
        if (waiter.match(event)) {
          client.waiters.delete(waiter)
          waiter.resolve(at)
        }
    })
    const reader = response.body.getReader()
    void (async () => {
      const decoder = new TextDecoder()
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          parser.push(decoder.decode(value, { stream: true }))
        }
      } catch {
        // Closed by close().
      }
    })()
    await hello
    return client
  }

  /** Resolves with the arrival time of the first later event matching `match`. */
  waitFor(match: (event: ParsedServerSentEvent) => boolean, timeoutMs = 10_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (at) => {
          clearTimeout(timer)
          resolve(at)
        },
      }
      const timer = setTimeout(() => {
        this.waiters.delete(waiter)
        reject(new StrongroomError(`No matching event within ${timeoutMs} ms.`))
      }, timeoutMs)
      this.waiters.add(waiter)
    })
  }

  close(): void {
    this.abort.abort()
  }
}
