import { InvalidInputError } from '../errors'

/** How often an allowance refills: never (`once`), or every N of a unit. */
export type AllowancePeriod = { unit: 'once' } | { unit: 'minutes' | 'hours' | 'days' | 'weeks'; count: number }

const MINUTES = { minutes: 1, hours: 60, days: 24 * 60, weeks: 7 * 24 * 60 } as const

/** The module keeps the period in a uint16 of minutes: at most 65,535 minutes (45 days, 12 h, 15 min). */
export const MAX_RESET_MINUTES = 0xffff

/**
 * The module's `resetTimeMin` for a period: 0 for `once`.
 * @throws {InvalidInputError} with a sentence for the screen when the count is not a whole number from 1, or the period
 * is longer than the module can hold.
 */
export function toResetMinutes(period: AllowancePeriod): number {
  if (period.unit === 'once') return 0
  if (!Number.isSafeInteger(period.count) || period.count < 1)
    throw new InvalidInputError('The reset period must be a whole number of at least 1.', { details: { period } })
  const minutes = period.count * MINUTES[period.unit]
  if (minutes > MAX_RESET_MINUTES)
    throw new InvalidInputError('The reset period can be at most 45 days (65,535 minutes); choose a shorter one.', {
      details: { period, minutes },
    })
  return minutes
}

/** The largest whole unit a module's `resetTimeMin` is written in, for the screen (`0` is `once`). */
export function fromResetMinutes(minutes: number): AllowancePeriod {
  if (minutes === 0) return { unit: 'once' }
  for (const unit of ['weeks', 'days', 'hours'] as const)
    if (minutes % MINUTES[unit] === 0) return { unit, count: minutes / MINUTES[unit] }
  return { unit: 'minutes', count: minutes }
}
