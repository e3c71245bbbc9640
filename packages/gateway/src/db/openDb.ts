import { mkdirSync } from 'node:fs'
import type { Database } from './Db'
import { PgliteDb } from './PgliteDb'
import { PostgresDb } from './PostgresDb'
import { runMigrations } from './runMigrations'

/** Where the data lives: a Postgres URL, else a PGlite directory, else PGlite in memory. */
export type OpenDbOptions = {
  databaseUrl?: string
  dataDir?: string
  memory?: boolean
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean
  /** PGlite only: start from a dumped data directory (tests use a migrated template to skip initdb). */
  template?: Blob
}

/**
 * Opens the gateway database and, unless told otherwise, migrates it to the current schema.
 * Postgres when `databaseUrl` is given; otherwise PGlite persisted in `dataDir`, or in memory.
 */
export async function openDb(options: OpenDbOptions = {}): Promise<Database> {
  let db: Database
  if (options.databaseUrl) {
    db = await PostgresDb.open({ databaseUrl: options.databaseUrl })
  } else {
    const dataDir = options.memory ? undefined : options.dataDir
    if (dataDir) mkdirSync(dataDir, { recursive: true })
    db = await PgliteDb.open({
      ...(dataDir ? { dataDir } : {}),
      ...(options.template ? { template: options.template } : {}),
    })
  }
  if (options.migrate !== false) {
    try {
      await runMigrations(db)
    } catch (error) {
      await db.close()
      throw error
    }
  }
  return db
}
