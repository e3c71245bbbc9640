import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { DatabaseStartTimeoutError } from './DatabaseStartTimeoutError'
import type { Database } from './Db'
import { PgliteDb } from './PgliteDb'
import { PostgresDb, type PostgresTimeouts } from './PostgresDb'
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
  /** Postgres only: lock and statement timeouts of every connection, and how long connecting may take. */
  timeouts?: PostgresTimeouts
  /**
   * Longest opening and migrating may take before openDb rejects with a sentence naming the database. Bounds waits
   * on the network and on locks; PGlite work that blocks the thread is bounded only by the CLI's watchdog thread.
   */
  startupTimeoutMs?: number
}

/**
 * Opens the gateway database and, unless told otherwise, migrates it to the current schema.
 * Postgres when `databaseUrl` is given; otherwise PGlite persisted in `dataDir`, or in memory.
 */
export async function openDb(options: OpenDbOptions = {}): Promise<Database> {
  const { startupTimeoutMs } = options
  if (startupTimeoutMs === undefined) return open(options)
  const opening = open(options)
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(startTimeout(options, startupTimeoutMs)), startupTimeoutMs)
  })
  try {
    return await Promise.race([opening, deadline])
  } catch (error) {
    // Too late to be used: a database that opens after the deadline is closed again.
    opening.then((db) => db.close()).catch(() => {})
    throw error
  } finally {
    clearTimeout(timer)
  }
}

function startTimeout(options: OpenDbOptions, ms: number): DatabaseStartTimeoutError {
  const seconds = Math.round(ms / 100) / 10
  if (options.databaseUrl)
    return new DatabaseStartTimeoutError(
      `The Postgres database was not ready within ${seconds} s: check that it is running and reachable at DATABASE_URL, and that no other session holds a lock on the gateway's tables.`,
      { details: { seconds } },
    )
  const dataDir = options.memory || !options.dataDir ? null : resolve(options.dataDir)
  return new DatabaseStartTimeoutError(
    dataDir
      ? `The database in ${dataDir} was not ready within ${seconds} s: stop any other program using that folder; if it still does not open, move the folder away and start again (the gateway then indexes the chain anew).`
      : `The in-memory database was not ready within ${seconds} s.`,
    { details: { seconds, dataDir } },
  )
}

async function open(options: OpenDbOptions): Promise<Database> {
  let db: Database
  if (options.databaseUrl) {
    db = await PostgresDb.open({
      databaseUrl: options.databaseUrl,
      ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    })
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
