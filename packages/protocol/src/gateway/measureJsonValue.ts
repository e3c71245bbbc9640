/** How deep and how big a parsed JSON value is. */
export type JsonValueSize = {
  /** Levels of objects and arrays: 0 for a scalar, 1 for `{}` or `[1, 2]`, 2 for `{"a": []}`. */
  depth: number
  /** Objects, arrays and scalars in it, itself included. */
  values: number
}

/**
 * Measures `value` without recursion (a value nested thousands of levels deep must not overflow the stack of the
 * code that is meant to refuse it), and stops counting once `limit` values are seen.
 */
export function measureJsonValue(value: unknown, limit = Number.POSITIVE_INFINITY): JsonValueSize {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  let depth = 0
  let values = 0
  while (stack.length > 0 && values < limit) {
    const entry = stack.pop()!
    values++
    if (entry.value === null || typeof entry.value !== 'object') continue
    const level = entry.depth + 1
    if (level > depth) depth = level
    for (const child of Object.values(entry.value)) stack.push({ value: child, depth: level })
  }
  return { depth, values }
}
