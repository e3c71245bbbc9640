import { StrongroomError } from '@strongroom/protocol'
import pg from 'pg'
import type { Database, Db, DbLock, ListenEvents, ScriptDb } from './Db'
import { normalizeParams } from './normalizeParams'
import { PostgresListener } from './PostgresListener'
import { runAfterCommit } from './runAfterCommit'
import { toTimeoutError } from './toTimeoutError'
import { withSavepoint } from './withSavepoint'

const INT8_OID = 20

/** int8 as a JS number (pg returns strings by default); numeric stays a decimal string, timestamptz a Date. */
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
}

type Queryable = Pick<pg.PoolClient, 'query'>

/** Bounded waits of the pool's connections. */
export type PostgresTimeouts = { lockTimeoutMs: number; statementTimeoutMs: number; connectTimeoutMs: number }

class PostgresSession implements ScriptDb {
  /** afterCommit callbacks of this transaction level, handed to the enclosing level when it is released. */
  readonly pendingAfterCommit: ((db: Db) => void)[] = []

  constructor(
    private readonly client: Queryable,
    private readonly depth: number,
  ) {}

  async query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]> {
    try {
      const result = await this.client.query(sql, normalizeParams(params))
      return result.rows as R[]
    } catch (error) {
      throw toTimeoutError(error)
    }
  }

  async exec(script: string): Promise<void> {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await this.client.query(script).catch((error: unknown) => {
      throw toTimeoutError(error)
    })
  }

  async transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    const inner = new PostgresSession(this.client, this.depth + 1)
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

/** A Postgres server through a pg connection pool. */
export class PostgresDb implements Database {
  private readonly listener: PostgresListener

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {
    this.listener = new PostgresListener({ connectionString, types: typeParsers })
  }

  /** Connects (and checks the connection once) so a wrong DATABASE_URL fails at start, not at the first request. */
  static async open(options: {
    databaseUrl: string
    maxConnections?: number
    /** Session settings of every pooled connection (README "Reliability"); none when absent. */
    timeouts?: PostgresTimeouts
  }): Promise<PostgresDb> {
    const { timeouts } = options
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      types: typeParsers,
      // A statement waiting on another session's lock, or running away, fails with a sentence instead of holding a
      // request (and its connection) for as long as the other session likes.
      ...(timeouts
        ? {
            lock_timeout: timeouts.lockTimeoutMs,
            statement_timeout: timeouts.statementTimeoutMs,
            connectionTimeoutMillis: timeouts.connectTimeoutMs,
          }
        : {}),
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    try {
      await pool.query('select 1')
    } catch (cause) {
      await pool.end()
      throw new StrongroomError('Cannot connect to the Postgres database.', { cause })
    }
    return new PostgresDb(pool, options.databaseUrl)
  }

  async query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]> {
    try {
      const result = await this.pool.query(sql, normalizeParams(params))
      return result.rows as R[]
    } catch (error) {
      throw toTimeoutError(error)
    }
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script).catch((error: unknown) => {
      throw toTimeoutError(error)
    })
  }

  async transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    const session = new PostgresSession(client, 1)
    let result: T
    try {
      await client.query('begin')
      result = await fn(session)
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
    runAfterCommit(session.pendingAfterCommit, this)
    return result
  }

  afterCommit(fn: (db: Db) => void): void {
    runAfterCommit([fn], this)
  }

  async close(): Promise<void> {
    await this.listener.close()
    await this.pool.end()
  }

  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>> {
    return this.listener.listen(channel, onPayload, events)
  }

  async tryLock(name: string): Promise<DbLock | null> {
    // A session-level lock lives as long as its connection, so it gets a connection of its own outside the pool.
    const client = new pg.Client({ connectionString: this.connectionString, types: typeParsers })
    await client.connect()
    const rows = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [name],
    )
    if (!rows.rows[0]?.locked) {
      await client.end()
      return null
    }
    let held = true
    const listeners: (() => void)[] = []
    const lost = () => {
      if (!held) return
      held = false
      for (const listener of listeners) listener()
    }
    client.on('error', lost)
    client.on('end', lost)
    return {
      get held() {
        return held
      },
      onLost(listener) {
        listeners.push(listener)
      },
      release: async () => {
        if (!held) return
        held = false
        await client.end().catch(() => {})
      },
    }
  }
}
