import fc from 'fast-check'
import type { JsonSchema } from './listOpenApiRoutes'

/** Values to use for inputs of a given name (path parameters, query parameters, body fields), before the schema. */
export type ExampleHints = Record<string, unknown>

const matching = new Map<string, string>()

/** A string matching `pattern`, the same one for the same pattern (fast-check's regex generator with a fixed seed). */
function stringMatching(pattern: string): string {
  let example = matching.get(pattern)
  if (example === undefined) {
    example = fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 1, seed: 1 })[0] ?? ''
    matching.set(pattern, example)
  }
  return example
}

/**
 * A valid-looking value for `schema`, so that a request whose one input is hostile gets past its other inputs and
 * carries the hostile value as deep as the route goes: the hint for `name` if there is one, else the schema's first
 * enum value, a string matching its pattern, its minimum, one example item, and every property an object declares.
 */
export function exampleForSchema(schema: JsonSchema, name: string | undefined, hints: ExampleHints): unknown {
  if (name !== undefined && name in hints) return hints[name]
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0]
  if (option) return exampleForSchema({ ...option, ...(schema.type ? { type: schema.type } : {}) }, name, hints)
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString()
      if (schema.pattern) return stringMatching(schema.pattern)
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
    case 'integer':
    case 'number':
      return Math.max(0, schema.minimum ?? 0)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleForSchema(schema.items ?? {}, undefined, hints),
      )
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, exampleForSchema(child, key, hints)]),
      )
    default:
      return schema.properties ? exampleForSchema({ ...schema, type: 'object' }, name, hints) : 'x'
  }
}
