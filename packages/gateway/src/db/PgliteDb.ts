import { resolve } from 'node:path'
import { PGlite, type Transaction, types } from '@electric-sql/pglite'
import { StrongroomError } from '@strongroom/protocol'
import type { Database, Db, DbLock, ListenEvents, ScriptDb } from './Db'
import { type DirectoryLock, lockDirectory } from './lockDirectory'
import { normalizeParams } from './normalizeParams'
import { runAfterCommit } from './runAfterCommit'
import { withSavepoint } from './withSavepoint'

/** Same value mapping as PostgresDb: int8 as a JS number (PGlite would return a bigint past 2^53 otherwise). */
const parsers = { [types.INT8]: (value: string) => Number(value) }

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction

class PgliteSession implements ScriptDb {
  /** afterCommit callbacks of this transaction level, handed to the enclosing level when it is released. */
  readonly pendingAfterCommit: ((db: Db) => void)[] = []

  constructor(
    protected readonly target: PgliteLike,
    private readonly depth: number,
  ) {}

  async query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]> {
    const result = await this.target.query<R>(sql, normalizeParams(params))
    return result.rows
  }

  async exec(script: string): Promise<void> {
    await this.target.exec(script)
  }

  async transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    const inner = new PgliteSession(this.target, this.depth + 1)
    // A rolled-back savepoint throws here, dropping the callbacks registered inside it.
    const result = await withSavepoint(inner, `sp_${this.depth}`, fn)
    this.pendingAfterCommit.push(...inner.pendingAfterCommit)
    return result
  }

  afterCommit(fn: (db: Db) => void): void {
    this.pendingAfterCommit.push(fn)
  }

  async close(): Promise<void> {
    throw new StrongroomError('close() belongs to the database, not to a transaction.')
  }
}

/**
 * Embedded Postgres (PGlite, WASM) in this process. One session: queries issued while a transaction is open wait for
 * it to end (PGlite serialises them), so callers never see uncommitted rows.
 */
export class PgliteDb extends PgliteSession implements Database {
  /** Advisory locks are process-local here: a PGlite data directory cannot be shared by two processes. */
  private readonly locks = new Set<string>()

  private constructor(
    private readonly pg: PGlite,
    private readonly folderLock: DirectoryLock | undefined,
  ) {
    super(pg, 0)
  }

  override async transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    let pending: readonly ((db: Db) => void)[] = []
    const result = await this.pg.transaction((tx) => {
      const session = new PgliteSession(tx, 1)
      pending = session.pendingAfterCommit
      return fn(session)
    })
    // pg.transaction resolves once COMMIT has run; after a rollback it rejects and nothing runs.
    runAfterCommit(pending, this)
    return result
  }

  override afterCommit(fn: (db: Db) => void): void {
    runAfterCommit([fn], this)
  }

  /**
   * Opens (creating when needed) a database in `dataDir`, in memory when it is absent, or from a dumped template.
   * A directory is locked for this process first (lock file `<dataDir>.lock` beside it): two processes writing one
   * PGlite directory corrupt it, and a database left that way makes later starts wait forever.
   * @throws {DirectoryLockedError} when another running process has the directory open.
   */
  static async open(options: { dataDir?: string; template?: Blob }): Promise<PgliteDb> {
    const folderLock = options.dataDir
      ? lockDirectory(options.dataDir, { lockFile: `${resolve(options.dataDir)}.lock` })
      : undefined
    try {
      const pg = await PGlite.create({
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
        ...(options.template ? { loadDataDir: options.template } : {}),
        parsers,
      })
      return new PgliteDb(pg, folderLock)
    } catch (error) {
      folderLock?.release()
      throw error
    }
  }

  override async close(): Promise<void> {
    try {
      if (!this.pg.closed) await this.pg.close()
    } finally {
      this.folderLock?.release()
    }
  }

  /** PGlite delivers notifications in this process only; its in-process connection is never lost. */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    _events?: ListenEvents,
  ): Promise<() => Promise<void>> {
    const unlisten = await this.pg.listen(channel, (payload) => {
      try {
        onPayload(payload)
      } catch {
        // A subscriber's failure must not reach PGlite's notification loop.
      }
    })
    return async () => {
      if (!this.pg.closed) await unlisten()
    }
  }

  /** Dumps the data directory (gzip tarball) so tests can start new databases from a migrated template. */
  dump(): Promise<Blob> {
    return this.pg.dumpDataDir('gzip')
  }

  async tryLock(name: string): Promise<DbLock | null> {
    if (this.locks.has(name)) return null
    this.locks.add(name)
    let held = true
    return {
      get held() {
        return held
      },
      onLost() {},
      release: async () => {
        held = false
        this.locks.delete(name)
      },
    }
  }
}
