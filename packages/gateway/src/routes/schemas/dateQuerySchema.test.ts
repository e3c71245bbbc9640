import { describe, expect, it } from 'vitest'
import { dateQuerySchema } from './dateQuerySchema'

function refusal(value: string): string[] | undefined {
  return dateQuerySchema.safeParse(value).error?.issues.map((issue) => issue.message)
}

describe('dateQuerySchema', () => {
  it('reads dates and date-times', () => {
    expect(dateQuerySchema.parse('2024-01-31T10:00:00Z')).toEqual(new Date('2024-01-31T10:00:00Z'))
    expect(dateQuerySchema.parse('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'))
    expect(dateQuerySchema.parse('0001-01-01')).toEqual(new Date('0001-01-01T00:00:00Z'))
    expect(dateQuerySchema.parse('9999-12-31T23:59:59Z')).toEqual(new Date('9999-12-31T23:59:59Z'))
  })

  it('refuses year 0 and instants before year 1 or after 9999', () => {
    for (const value of [
      '0000-01-01',
      '0000-12-31T23:59:59Z',
      '0001-01-01T00:00:00+01:00',
      '9999-12-31T23:00:00-02:00',
    ])
      expect(refusal(value)).toEqual(['must be between 0001-01-01 and 9999-12-31 UTC'])
  })

  it('refuses days that are not in the calendar', () => {
    for (const value of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-01-00'])
      expect(refusal(value)).toEqual(['must be a calendar date'])
  })

  it('refuses what is no ISO date', () => {
    expect(refusal('yesterday')).toEqual(['must be an ISO 8601 date or date-time'])
    expect(refusal('2024-01-01T99:99')).toEqual(['must be a valid date'])
  })
})
