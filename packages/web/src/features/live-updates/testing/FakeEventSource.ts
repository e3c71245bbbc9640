/**
 * Stands in for the browser's EventSource in happy-dom (which has none): the stream's server is the gateway, another
 * process, so a test plays its part by calling {@link FakeEventSource.emit} and {@link FakeEventSource.fail}. Every
 * instance is kept in {@link FakeEventSource.instances}, newest last. Install it with
 * `vi.stubGlobal('EventSource', FakeEventSource)` and clear `instances` between tests.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []

  readonly CONNECTING = 0
  readonly OPEN = 1
  readonly CLOSED = 2
  readonly url: string
  readonly withCredentials: boolean
  readyState = FakeEventSource.CONNECTING

  constructor(url: string | URL, init?: EventSourceInit) {
    super()
    this.url = String(url)
    this.withCredentials = init?.withCredentials ?? false
    FakeEventSource.instances.push(this)
  }

  /** The newest instance; throws when none was created. */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1)
    if (!latest) throw new Error('no EventSource was opened')
    return latest
  }

  /** A message as the server sends it: `event: <type>`, `data: <data>`, and `id: <id>` when given. */
  emit(type: string, data: unknown, id?: string): void {
    this.readyState = FakeEventSource.OPEN
    const text = typeof data === 'string' ? data : JSON.stringify(data)
    this.dispatchEvent(new MessageEvent(type, { data: text, lastEventId: id ?? '' }))
  }

  /**
   * The connection failed: `CONNECTING` as the browser reports a drop it will retry itself, `CLOSED` as it reports an
   * answer it gives up on (an HTTP error status, a wrong content type).
   */
  fail(readyState: 0 | 2): void {
    this.readyState = readyState
    this.dispatchEvent(new Event('error'))
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED
  }
}
