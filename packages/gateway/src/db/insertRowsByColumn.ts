import type { Db } from './Db'
import { insertRows } from './insertRows'

/** Rows per statement: one array per column, so no parameter limit applies; this only bounds a statement's size. */
const ROWS_PER_STATEMENT = 5_000

/**
 * Inserts many rows as one array per column: `insert into t (a, b) select * from unnest($1::text[], $2::bigint[])`.
 * Postgres parses and plans a fixed, small statement instead of a VALUES list with a parameter per value, which makes
 * bulk inserts about 1.5x faster on PGlite (and cuts the cost of the first statement of its kind several-fold).
 * `types` are the columns' SQL types, in order; a table with an array-typed column (unnest would flatten it) goes
 * through the VALUES form instead. `conflict` is appended verbatim. Identifiers come from code, never from input.
 */
export async function insertRowsByColumn(
  db: Db,
  table: string,
  columns: readonly string[],
  types: readonly string[],
  rows: readonly (readonly unknown[])[],
  conflict = 'on conflict do nothing',
): Promise<void> {
  if (types.length !== columns.length)
    throw new Error(`insertRowsByColumn: ${table} has ${columns.length} columns but ${types.length} types.`)
  if (types.some((type) => type.endsWith('[]'))) return insertRows(db, table, columns, rows, conflict)
  const columnList = columns.map((column) => `"${column}"`).join(', ')
  const arrays = types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')
  const sql = `insert into ${table} (${columnList}) select * from unnest(${arrays}) ${conflict}`
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT)
    // Dates go as ISO text: inside an array parameter the drivers would not convert them.
    const params = columns.map((_, column) =>
      chunk.map((row) => {
        const value = row[column]
        return value instanceof Date ? value.toISOString() : value
      }),
    )
    await db.query(sql, params)
  }
}
