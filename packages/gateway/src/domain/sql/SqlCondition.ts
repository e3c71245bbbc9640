/** A SQL boolean expression with `?` placeholders and the values they stand for, in order. */
export type SqlCondition = { sql: string; params: unknown[] }

/** Shorthand for a condition. */
export function sql(text: string, ...params: unknown[]): SqlCondition {
  return { sql: text, params }
}

/**
 * Joins conditions with `and` into `where …`, numbering the `?` placeholders `$firstIndex, …` as the Db expects; an
 * empty list yields no clause.
 */
export function whereClause(conditions: readonly SqlCondition[], firstIndex = 1): { sql: string; params: unknown[] } {
  if (conditions.length === 0) return { sql: '', params: [] }
  let index = firstIndex
  const parts = conditions.map((condition) => `(${condition.sql.replace(/\?/g, () => `$${index++}`)})`)
  return { sql: `where ${parts.join(' and ')}`, params: conditions.flatMap((condition) => condition.params) }
}
