import { type Allowance, fromResetMinutes } from '@strongroom/protocol'

/** "per day", "per 2 hours", "once" for an allowance's period. */
export function describeResetPeriodOf(allowance: Pick<Allowance, 'resetMinutes'>): string {
  const period = fromResetMinutes(allowance.resetMinutes)
  if (period.unit === 'once') return 'once'
  return period.count === 1 ? `per ${period.unit.slice(0, -1)}` : `per ${period.count} ${period.unit}`
}
