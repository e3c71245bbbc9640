import { describe, expect, it } from 'vitest'
import { createServerSentEventParser, type ParsedServerSentEvent } from './createServerSentEventParser'

function parse(chunks: string[]): ParsedServerSentEvent[] {
  const events: ParsedServerSentEvent[] = []
  const parser = createServerSentEventParser((event) => events.push(event))
  for (const chunk of chunks) parser.push(chunk)
  return events
}

describe('createServerSentEventParser', () => {
  it('dispatches named events with ids, skips comments and joins data lines', () => {
    const stream = ': hello\nretry: 1000\n\nid: 7\nevent: safe-change\ndata: {"a":1}\n\ndata: one\ndata:two\n\n'
    expect(parse([stream])).toEqual([
      { id: '7', event: 'safe-change', data: '{"a":1}' },
      { id: '7', event: 'message', data: 'one\ntwo' },
    ])
  })

  it('gives the same events however the text is split, with CRLF, CR or LF line ends', () => {
    const stream = 'id: 1\r\nevent: hello\r\ndata: x\r\n\r\nid: 2\rdata: y\r\rid: 3\ndata: z\n\n'
    const expected = [
      { id: '1', event: 'hello', data: 'x' },
      { id: '2', event: 'message', data: 'y' },
      { id: '3', event: 'message', data: 'z' },
    ]
    expect(parse([stream])).toEqual(expected)
    expect(parse([...stream])).toEqual(expected)
    expect(parse([stream.slice(0, 13), stream.slice(13, 30), stream.slice(30)])).toEqual(expected)
  })

  it('does not dispatch an event without data, and ignores an id holding NUL', () => {
    expect(parse(['event: ping\n\nid: 5\ndata: a\n\nid: 6\u0000\ndata: b\n\n'])).toEqual([
      { id: '5', event: 'message', data: 'a' },
      { id: '5', event: 'message', data: 'b' },
    ])
  })
})
