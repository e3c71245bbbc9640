import type { TransactionItem } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { addDateLabels, type HistoryEntry } from './addDateLabels'
import { createDayKey } from './createDayKey'

function item(id: string, timestamp: number): TransactionItem {
  return {
    type: 'TRANSACTION',
    conflictType: 'None',
    transaction: {
      id,
      timestamp,
      txStatus: 'SUCCESS',
      txInfo: {
        type: 'Transfer',
        humanDescription: null,
        richDecodedInfo: null,
        sender: { value: '0x0000000000000000000000000000000000000001', name: null, logoUri: null },
        recipient: { value: '0x0000000000000000000000000000000000000002', name: null, logoUri: null },
        direction: 'INCOMING',
        transferInfo: { type: 'NATIVE_COIN', value: '1' },
      },
      executionInfo: null,
      safeAppInfo: null,
      txHash: null,
    },
  }
}

function entry(id: string, iso: string): HistoryEntry {
  const timestamp = Date.parse(iso)
  return { timestamp, items: [item(id, timestamp)] }
}

const utc = createDayKey({ timezoneOffsetMs: 0 })

describe('addDateLabels', () => {
  const entries = [
    entry('a', '2024-03-02T01:00:00Z'),
    entry('b', '2024-03-01T23:30:00Z'),
    entry('c', '2024-03-01T08:00:00Z'),
  ]

  it('labels each UTC day with the time of its newest entry, not midnight', () => {
    expect(addDateLabels({ entries, previousEntryTimestamp: null, dayKey: utc })).toEqual([
      { type: 'DATE_LABEL', timestamp: Date.parse('2024-03-02T01:00:00Z') },
      item('a', Date.parse('2024-03-02T01:00:00Z')),
      { type: 'DATE_LABEL', timestamp: Date.parse('2024-03-01T23:30:00Z') },
      item('b', Date.parse('2024-03-01T23:30:00Z')),
      item('c', Date.parse('2024-03-01T08:00:00Z')),
    ])
  })

  it('groups by the client’s day: 2 h east of UTC moves 23:30 UTC into the next day', () => {
    const plusTwo = createDayKey({ timezoneOffsetMs: 2 * 3_600_000 })
    const items = addDateLabels({ entries, previousEntryTimestamp: null, dayKey: plusTwo })
    expect(items.map((listItem) => (listItem.type === 'TRANSACTION' ? listItem.transaction.id : 'label'))).toEqual([
      'label',
      'a',
      'b',
      'label',
      'c',
    ])
    expect(items[0]).toEqual({ type: 'DATE_LABEL', timestamp: Date.parse('2024-03-02T01:00:00Z') })
    expect(items[3]).toEqual({ type: 'DATE_LABEL', timestamp: Date.parse('2024-03-01T08:00:00Z') })
  })

  it('skips the label of a day the previous page already labelled', () => {
    const items = addDateLabels({
      entries: entries.slice(1),
      previousEntryTimestamp: Date.parse('2024-03-01T23:50:00Z'),
      dayKey: utc,
    })
    expect(items).toEqual([
      item('b', Date.parse('2024-03-01T23:30:00Z')),
      item('c', Date.parse('2024-03-01T08:00:00Z')),
    ])
  })

  it('labels the first day of a page when the previous page ended on another day', () => {
    const items = addDateLabels({
      entries: entries.slice(1),
      previousEntryTimestamp: Date.parse('2024-03-02T01:00:00Z'),
      dayKey: utc,
    })
    expect(items[0]).toEqual({ type: 'DATE_LABEL', timestamp: Date.parse('2024-03-01T23:30:00Z') })
  })

  it('gives no label to a day whose transfers were all filtered out', () => {
    const empty = { timestamp: Date.parse('2024-02-28T12:00:00Z'), items: [] }
    expect(addDateLabels({ entries: [entries[0]!, empty], previousEntryTimestamp: null, dayKey: utc })).toEqual([
      { type: 'DATE_LABEL', timestamp: Date.parse('2024-03-02T01:00:00Z') },
      item('a', Date.parse('2024-03-02T01:00:00Z')),
    ])
  })
})

describe('createDayKey', () => {
  it('reads the day from a millisecond offset or an IANA zone', () => {
    const instant = Date.parse('2024-03-01T23:30:00Z')
    expect(createDayKey({ timezoneOffsetMs: 0 })(instant)).toBe('2024-03-01')
    expect(createDayKey({ timezoneOffsetMs: 3_600_000 })(instant)).toBe('2024-03-02')
    expect(createDayKey({ timezoneOffsetMs: -5 * 3_600_000 })(Date.parse('2024-03-02T03:00:00Z'))).toBe('2024-03-01')
    expect(createDayKey({ timezone: 'Europe/Berlin', timezoneOffsetMs: 0 })(instant)).toBe('2024-03-02')
    expect(createDayKey({ timezone: 'America/New_York', timezoneOffsetMs: 0 })(instant)).toBe('2024-03-01')
  })

  it('rejects an unknown zone with a precise message', () => {
    expect(() => createDayKey({ timezone: 'Mars/Olympus', timezoneOffsetMs: 0 })).toThrow(
      'timezone "Mars/Olympus" is not a known IANA time zone',
    )
  })
})
