/** One dispatched Server-Sent Event: `event` is "message" unless the stream named it; `id` is the last id seen. */
export type ParsedServerSentEvent = { id: string; event: string; data: string }

/** Feeds text chunks of a `text/event-stream` as they arrive (any split, even inside a line). */
export type ServerSentEventParser = { push(chunk: string): void }

/**
 * An incremental `text/event-stream` parser following the WHATWG HTML event-stream interpretation (§9.2.6): lines end
 * in CRLF, LF or CR; `:` lines are comments; `data` lines are joined with newlines; `id` persists across events (an
 * id containing NUL is ignored); a blank line dispatches an event that has data. For clients that cannot use
 * EventSource (Node, or fetch with custom headers); browsers should use EventSource.
 */
export function createServerSentEventParser(onEvent: (event: ParsedServerSentEvent) => void): ServerSentEventParser {
  let buffer = ''
  let pendingCr = false
  let lastId = ''
  let event = ''
  let data: string[] = []

  const dispatch = () => {
    if (data.length > 0) onEvent({ id: lastId, event: event || 'message', data: data.join('\n') })
    event = ''
    data = []
  }

  const line = (text: string) => {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
    else if (field === 'id' && !value.includes('\u0000')) lastId = value
  }

  return {
    push(chunk) {
      let text = chunk
      // A CR ending the previous chunk may be the first half of a CRLF.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1)
      pendingCr = false
      buffer += text
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer)
        if (!match) break
        if (match[0] === '\r' && match.index === buffer.length - 1) pendingCr = true
        line(buffer.slice(0, match.index))
        buffer = buffer.slice(match.index + match[0].length)
      }
    },
  }
}
