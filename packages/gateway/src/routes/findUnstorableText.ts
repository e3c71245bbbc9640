/** Characters Postgres text and jsonb cannot hold: U+0000, and a UTF-16 surrogate without its pair. */
const NUL = '\u0000'
const LONE_SURROGATE = /\p{Surrogate}/u

/** Why a string cannot be stored as it is, or null when it can. */
function problemWith(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain the character U+0000'
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it holds a lone UTF-16 surrogate)'
  return null
}

/**
 * The first string in `value` (keys included) that Postgres cannot store unchanged, as `path: problem` with `path`
 * starting at `root` (`body.message.text`); null when there is none. Walks without recursion, so a value nested
 * thousands of levels deep is looked at, not a stack overflow.
 */
export function findUnstorableText(root: string, value: unknown): string | null {
  type Entry = { value: unknown; key: string | null; parent: Entry | null }
  const pathOf = (entry: Entry, key?: string): string => {
    const keys: string[] = key === undefined ? [] : [key]
    for (let at: Entry | null = entry; at?.key != null; at = at.parent) keys.push(at.key)
    return [root, ...keys.reverse()].join('.')
  }
  const stack: Entry[] = [{ value, key: null, parent: null }]
  while (stack.length > 0) {
    const entry = stack.pop()!
    if (typeof entry.value === 'string') {
      const problem = problemWith(entry.value)
      if (problem) return `${pathOf(entry)}: ${problem}`
      continue
    }
    if (entry.value === null || typeof entry.value !== 'object') continue
    for (const [key, child] of Object.entries(entry.value)) {
      const problem = problemWith(key)
      if (problem) return `${pathOf(entry, '(a key)')}: ${problem}`
      stack.push({ value: child, key, parent: entry })
    }
  }
  return null
}
