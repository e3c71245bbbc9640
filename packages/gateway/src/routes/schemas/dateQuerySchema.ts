import { z } from 'zod'

/** An ISO 8601 date or date-time query value (`execution_date__gte=2024-01-31T10:00:00Z`). */
export const dateQuerySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be an ISO 8601 date or date-time')
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), 'must be a valid date')
