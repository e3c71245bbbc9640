import { InvalidInputError } from '@strongroom/protocol'
import type { DayKey } from './addDateLabels'

/**
 * The client's calendar day of an instant: from an IANA time zone when given (SDK 3.23 / newer Safe{Wallet} send
 * `timezone`), else from `timezone_offset` in milliseconds east of UTC (what SDK 3.14 clients send; CGW
 * `getDayStartForDate`).
 * @throws {InvalidInputError} for a time zone name the runtime does not know.
 */
export function createDayKey({ timezone, timezoneOffsetMs }: { timezone?: string; timezoneOffsetMs: number }): DayKey {
  if (timezone) {
    let format: Intl.DateTimeFormat
    try {
      // en-CA formats dates as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
    } catch (cause) {
      throw new InvalidInputError(`timezone "${timezone}" is not a known IANA time zone`, {
        cause,
        details: { timezone },
      })
    }
    return (timestamp) => format.format(new Date(timestamp))
  }
  return (timestamp) => new Date(timestamp + timezoneOffsetMs).toISOString().slice(0, 10)
}
