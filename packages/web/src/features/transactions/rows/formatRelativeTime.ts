const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/**
 * How long ago (or in how long) `timestamp` is from `now`, both in milliseconds, in the largest whole unit: "now",
 * "5 minutes ago", "yesterday", "3 months ago". A month is 30 days, a year 12 such months: close enough for a glance;
 * the exact time is beside it.
 */
export function formatRelativeTime(timestamp: number, now: number, locale?: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  let amount = (timestamp - now) / 1000
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.trunc(amount), unit)
    amount /= size
  }
  return format.format(Math.trunc(amount), 'year')
}
