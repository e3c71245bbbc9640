import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openDb } from '@strongroom/gateway'
import { migratedTemplate, openTestDb, PgliteDb } from '@strongroom/gateway/testing'
import { BenchError } from './BenchError'
import type { GatewayDatabase } from './GatewayProcess'

/**
 * A fresh, migrated database for one bench, prepared in the bench process and then handed to a gateway child: a new
 * Postgres database next to DATABASE_URL when that is set (as the gateway itself decides), else PGlite, whose data
 * directory is dumped to a file the child loads.
 */
export class BenchDatabase {
  private readonly dir = mkdtempSync(join(tmpdir(), 'strongroom-bench-'))

  private constructor(
    /** Open in this process until handOver. */
    readonly db: Database,
    /** What the tables print. */
    readonly label: string,
    private readonly databaseUrl: string | null,
    private readonly dispose: () => Promise<void>,
  ) {}

  /** Postgres when DATABASE_URL is set, else in-memory PGlite (from the cached migrated template). */
  static async open(): Promise<BenchDatabase> {
    const baseUrl = process.env.DATABASE_URL
    if (baseUrl) {
      const testDb = await openTestDb({ databaseUrl: baseUrl })
      return new BenchDatabase(testDb.db, 'Postgres (DATABASE_URL)', testDb.location.databaseUrl!, testDb.dispose)
    }
    const db = await openDb({ memory: true, template: await migratedTemplate() })
    return new BenchDatabase(db, 'PGlite', null, () => db.close())
  }

  /**
   * Where a gateway child finds this database. PGlite is dumped and closed here (one process per PGlite); the child
   * loads it in memory, or into a fresh `dataDir` when `onDisk` (the production default).
   */
  async handOver({ onDisk = false }: { onDisk?: boolean } = {}): Promise<GatewayDatabase> {
    if (this.databaseUrl) return { databaseUrl: this.databaseUrl }
    if (!(this.db instanceof PgliteDb)) throw new BenchError('Only a PGlite database can be dumped for a child.')
    const templateFile = join(this.dir, 'pglite.tgz')
    writeFileSync(templateFile, Buffer.from(await (await this.db.dump()).arrayBuffer()))
    await this.db.close()
    return onDisk ? { templateFile, dataDir: join(this.dir, 'pglite-data') } : { templateFile }
  }

  /** Closes (PGlite, again harmlessly) or drops (Postgres) the database and removes the temporary files. */
  async close(): Promise<void> {
    try {
      await this.dispose()
    } finally {
      rmSync(this.dir, { recursive: true, force: true })
    }
  }
}
