import { createServerSentEventParser, type ParsedServerSentEvent } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { formatServerSentEvent } from './formatServerSentEvent'

describe('formatServerSentEvent', () => {
  it('writes fields in stream order and ends the message with a blank line', () => {
    expect(formatServerSentEvent({ id: 12, event: 'safe-change', data: '{"kinds":["queue"]}' })).toBe(
      'id: 12\nevent: safe-change\ndata: {"kinds":["queue"]}\n\n',
    )
    expect(formatServerSentEvent({ comment: 'heartbeat' })).toBe(': heartbeat\n\n')
    expect(formatServerSentEvent({ retry: 1000 })).toBe('retry: 1000\n\n')
  })

  it('splits multi-line data so a standard parser gives it back unchanged', () => {
    const data = 'first\nsecond\r\nthird'
    const events: ParsedServerSentEvent[] = []
    createServerSentEventParser((event) => events.push(event)).push(formatServerSentEvent({ id: 1, data }))
    expect(events).toEqual([{ id: '1', event: 'message', data: 'first\nsecond\nthird' }])
  })
})
