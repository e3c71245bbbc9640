import { z } from 'zod'

/** A query boolean: exactly `true` or `false`, as the SDK writes them (CGW `ParseBoolPipe` rejects anything else). */
export const booleanQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')
