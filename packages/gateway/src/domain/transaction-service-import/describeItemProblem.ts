import { StrongroomError } from '@strongroom/protocol'
import type { z } from 'zod'

/** The first issues of a listed item that does not have the service's shape, as one clause. */
export function describeShapeProblem(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the item'} ${issue.message}`)
    .join('; ')
}

/**
 * The sentence of a refusal the import expects (a Safe rule, a bad signature, bad input); anything else is a bug and
 * is thrown on.
 */
export function describeRefusal(error: unknown): string {
  if (error instanceof StrongroomError) return error.message.replace(/\.?$/, '.')
  throw error
}

/**
 * Whether a fetched value holds text Postgres cannot store unchanged (U+0000, a lone UTF-16 surrogate). JSON.stringify
 * writes exactly those as `\u` escapes, so the serialised form tells (a literal backslash-u in the text is refused
 * too: rare, and refusing is the safe side).
 */
export function hasUnstorableText(value: unknown): boolean {
  return /\\u(0000|d[89a-f][0-9a-f]{2})/i.test(JSON.stringify(value))
}
