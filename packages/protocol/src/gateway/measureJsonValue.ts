/** How deep and how big a parsed JSON value is. */
export type JsonValueSize = {
  /** Levels of objects and arrays: 0 for a scalar, 1 for `{}` or `[1, 2]`, 2 for `{"a": []}`. */
  depth: number
  /** Objects, arrays and scalars in it, itself included; `limit` once the value holds more. */
  values: number
}

/**
 * Measures `value` without recursion (a value nested thousands of levels deep must not overflow the stack of the
 * code that is meant to refuse it), and stops once `limit` values are seen. An array's or object's children are
 * counted before any is visited, so a huge one costs nothing to refuse: its size alone says `limit`. A typed array
 * or ArrayBuffer (which `postMessage` can carry, but JSON cannot) is not JSON and measures as `limit` at once.
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
    const room = limit - values - stack.length
    if (isBinary(entry.value) || countChildren(entry.value, room) > room) return { depth, values: limit }
    for (const child of Object.values(entry.value)) stack.push({ value: child, depth: level })
  }
  return { depth, values: Math.min(values, limit) }
}

function isBinary(value: object): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    Object.prototype.toString.call(value) === '[object SharedArrayBuffer]'
  )
}

/** How many children `value` has, counted no further than `max + 1`. */
function countChildren(value: object, max: number): number {
  if (Array.isArray(value)) return value.length
  let count = 0
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    count++
    if (count > max) break
  }
  return count
}
