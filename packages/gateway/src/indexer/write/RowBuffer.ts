import type { Db } from '../../db/Db'
import { insertRowsByColumn } from '../../db/insertRowsByColumn'

/** Where the rows of one table go: its columns, the conflict clause, and how to tell two rows for the same key apart. */
export type TableWrite = {
  table: string
  columns: readonly string[]
  /** SQL type of each column, in order (rows are sent as one array per column). */
  types: readonly string[]
  /** Appended to the insert, e.g. 'on conflict do nothing'. */
  conflict: string
  /**
   * Key of rows that an `on conflict … do update` would hit twice in one statement (Postgres refuses that); the
   * first row with a key wins, later ones are dropped. Needed only for upserts.
   */
  keyOf?: (row: readonly unknown[]) => string
}

/**
 * The rows a range's events produce, buffered per table and written with multi-row inserts, in the order the tables
 * were first given (parents before children). One statement per table instead of one per event is most of what makes
 * catching up fast, on PGlite and on Postgres alike.
 */
export class RowBuffer {
  private readonly tables = new Map<TableWrite, { rows: (readonly unknown[])[]; keys: Set<string> }>()

  /** Declares the tables in write order; rows of tables not declared here are refused. */
  constructor(order: readonly TableWrite[]) {
    for (const write of order) {
      if (write.types.length !== write.columns.length)
        throw new Error(
          `RowBuffer: ${write.table} has ${write.columns.length} columns but ${write.types.length} types.`,
        )
      this.tables.set(write, { rows: [], keys: new Set() })
    }
  }

  /** Queues a row; false when a row with the same key is queued already (it is dropped). */
  add(write: TableWrite, row: readonly unknown[]): boolean {
    const entry = this.tables.get(write)
    if (!entry) throw new Error(`RowBuffer: table ${write.table} was not declared.`)
    if (row.length !== write.columns.length)
      throw new Error(`RowBuffer: ${write.table} takes ${write.columns.length} values, got ${row.length}.`)
    if (write.keyOf) {
      const key = write.keyOf(row)
      if (entry.keys.has(key)) return false
      entry.keys.add(key)
    }
    entry.rows.push(row)
    return true
  }

  /** Rows queued for a table (tests, logging). */
  count(write: TableWrite): number {
    return this.tables.get(write)?.rows.length ?? 0
  }

  /** Writes everything queued, table by table, and empties the buffer. */
  async flush(tx: Db): Promise<void> {
    for (const [write, entry] of this.tables) {
      if (entry.rows.length === 0) continue
      await insertRowsByColumn(tx, write.table, write.columns, write.types, entry.rows, write.conflict)
      entry.rows = []
      entry.keys.clear()
    }
  }
}
