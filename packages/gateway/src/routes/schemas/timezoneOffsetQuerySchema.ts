import { z } from 'zod'

const DAY_MS = 86_400_000

/** `timezone_offset`: milliseconds east of UTC, an integer within a day (real zones span -12 h to +14 h). */
export const timezoneOffsetQuerySchema = z
  .string()
  .regex(/^[+-]?\d+$/, 'must be an integer number of milliseconds')
  .transform((value) => Number(value))
  .refine((value) => Math.abs(value) <= DAY_MS, `must be between -${DAY_MS} and ${DAY_MS} milliseconds`)
