import { z } from 'zod'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/
/** The instants both Postgres' timestamptz and JS dates hold, and four-digit ISO years can name: years 1 to 9999. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z')
const LATEST = Date.parse('9999-12-31T23:59:59.999Z')

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * An ISO 8601 date or date-time query value (`execution_date__gte=2024-01-31T10:00:00Z`): a real calendar day (JS
 * would roll 2024-02-30 over to March) at an instant between 0001-01-01 and 9999-12-31 UTC (Postgres has no year 0).
 */
export const dateQuerySchema = z.string().transform((value, context) => {
  const match = ISO_DATE.exec(value)
  if (!match) {
    context.addIssue({ code: 'custom', message: 'must be an ISO 8601 date or date-time', input: value })
    return z.NEVER
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    context.addIssue({ code: 'custom', message: 'must be a calendar date', input: value })
    return z.NEVER
  }
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) {
    context.addIssue({ code: 'custom', message: 'must be a valid date', input: value })
    return z.NEVER
  }
  if (date.getTime() < EARLIEST || date.getTime() > LATEST) {
    context.addIssue({ code: 'custom', message: 'must be between 0001-01-01 and 9999-12-31 UTC', input: value })
    return z.NEVER
  }
  return date
})
