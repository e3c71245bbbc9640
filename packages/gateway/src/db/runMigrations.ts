import type { ScriptDb } from './Db'
import { loadMigrations, type Migration } from './loadMigrations'
import { MigrationError } from './MigrationError'

/** Name of the transaction-level advisory lock that serialises migrations across processes sharing one database. */
const MIGRATION_LOCK = 'strongroom:gateway:migrations'

/**
 * Brings the schema up to date in one transaction: takes the migration advisory lock (so concurrent starts queue
 * up), applies the migrations missing from `schema_migrations` in order, and records each one. Running it again is a
 * no-op.
 * @returns the versions applied by this call.
 * @throws {MigrationError} when a migration fails (nothing is applied) or the database is newer than this code.
 */
export async function runMigrations(db: ScriptDb, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Another process may be migrating: wait for it however long that takes (the start-up deadline bounds the wait,
    // not the pool's lock_timeout, which would fail a second gateway's start while the first migrates), and let
    // long migrations run.
    await tx.exec('set local lock_timeout = 0; set local statement_timeout = 0')
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [MIGRATION_LOCK])
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
    const rows = await tx.query<{ version: number }>('select version from schema_migrations order by version')
    const applied = new Set(rows.map((row) => row.version))
    const newest = migrations.at(-1)?.version ?? 0
    const unknown = [...applied].filter((version) => version > newest)
    if (unknown.length > 0)
      throw new MigrationError('The database schema is newer than this gateway version.', {
        details: { unknown, newest },
      })
    const done: number[] = []
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      try {
        await tx.exec(migration.sql)
      } catch (cause) {
        throw new MigrationError(`Migration ${migration.version}_${migration.name} failed.`, {
          cause,
          details: { version: migration.version },
        })
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      done.push(migration.version)
    }
    return done
  })
}
