/** A refill date for the screen, in the reader's time zone, to the minute. */
export function formatResetDate(date: Date, locale = 'en-US'): string {
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
}
