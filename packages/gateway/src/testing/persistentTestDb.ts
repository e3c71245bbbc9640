import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresDatabase } from '../db/createPostgresDatabase'
import type { Database } from '../db/Db'
import { openDb } from '../db/openDb'
import { migratedTemplate } from './openTestDb'

/** A database a test can close and open again, as a restarted gateway does. */
export type PersistentTestDb = {
  /** Opens it: the first time from the migrated template (PGlite), later as the last process left it. */
  open(): Promise<Database>
  /** Removes what it left on disk (PGlite). */
  dispose(): void
}

/** A PGlite directory of its own, or a fresh Postgres database when DATABASE_URL is set. */
export async function persistentTestDb(): Promise<PersistentTestDb> {
  if (process.env.DATABASE_URL) {
    const databaseUrl = await createPostgresDatabase(process.env.DATABASE_URL)
    return { open: () => openDb({ databaseUrl }), dispose: () => undefined }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'strongroom-restart-'))
  let opened = false
  return {
    // initdb would take seconds: the first opening starts from the migrated template.
    open: async () => {
      const first = !opened
      opened = true
      return openDb(first ? { dataDir, template: await migratedTemplate() } : { dataDir })
    },
    dispose: () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
