import type { SafeMessageItem } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { addMessageDateLabels } from './addMessageDateLabels'

function message(hash: string, created: string): SafeMessageItem {
  const creationTimestamp = Date.parse(created)
  return {
    type: 'MESSAGE',
    messageHash: hash,
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message: 'hi',
    creationTimestamp,
    modifiedTimestamp: creationTimestamp,
    confirmationsSubmitted: 1,
    confirmationsRequired: 2,
    proposedBy: { value: '0x0000000000000000000000000000000000000001', name: null, logoUri: null },
    confirmations: [],
    preparedSignature: null,
    safeAppId: null,
    origin: null,
  }
}

describe('addMessageDateLabels', () => {
  it('labels each UTC day at midnight, days and messages newest first', () => {
    const items = addMessageDateLabels([
      message('a', '2024-03-01T08:00:00Z'),
      message('b', '2024-03-02T23:59:59Z'),
      message('c', '2024-03-01T22:00:00Z'),
      message('d', '2024-03-02T00:00:00Z'),
    ])
    expect(items.map((item) => (item.type === 'DATE_LABEL' ? item.timestamp : item.messageHash))).toEqual([
      Date.parse('2024-03-02T00:00:00Z'),
      'b',
      'd',
      Date.parse('2024-03-01T00:00:00Z'),
      'c',
      'a',
    ])
  })

  it('gives an empty page no label', () => {
    expect(addMessageDateLabels([])).toEqual([])
  })
})
