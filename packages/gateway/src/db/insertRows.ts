import type { Db } from './Db'

/** Postgres allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 10_000

/**
 * Inserts many rows with multi-row `insert … values (…), (…)` statements (chunked under the parameter limit).
 * `conflict` is appended verbatim, e.g. 'on conflict do nothing'. Identifiers come from code, never from input.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  conflict = 'on conflict do nothing',
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length))
  const columnList = columns.map((column) => `"${column}"`).join(', ')
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const params: unknown[] = []
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value)
        return `$${params.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await db.query(`insert into ${table} (${columnList}) values ${tuples.join(', ')} ${conflict}`, params)
  }
}
