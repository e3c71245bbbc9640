/**
 * The database as the rest of the gateway sees it. Only `db/` knows whether it is PGlite or Postgres; SQL handed to
 * `query` must run on Postgres 15 and on PGlite (Postgres 18).
 *
 * Values come back as: bigint/integer columns → number, numeric → decimal string, timestamptz → Date, jsonb → parsed
 * JSON, text[] → string[]. Parameters may be bigint (sent as decimal text), Date, string[], null.
 */
export interface Db {
  /** Runs one statement (placeholders $1, $2, …) and returns its rows. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls use savepoints. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  /**
   * Calls `fn` once the transaction this handle belongs to has committed, before its `transaction()` call resolves:
   * never after a rollback, also not of the savepoint it was registered in. Outside a transaction every statement
   * has committed when it resolved, so `fn` runs at once. `fn` gets the database the transaction ran on (the object
   * whose `transaction()` began it). It must not throw: the commit stands either way, so what it throws is only
   * reported as a process warning.
   * Required: a wrapper that dropped it would silently lose what runs on commit (the response cache's invalidation).
   */
  afterCommit(fn: (db: Db) => void): void
  close(): Promise<void>
}

/** A Db that can also run multi-statement scripts (migrations); internal to `db/`. */
export interface ScriptDb extends Db {
  /** Runs several `;`-separated statements without parameters. */
  exec(script: string): Promise<void>
  transaction<T>(fn: (tx: ScriptDb) => Promise<T>): Promise<T>
}

/** A session-level advisory lock held until released or until its connection dies. */
export interface DbLock {
  /** True until release() or loss of the connection that holds it. */
  readonly held: boolean
  /** Called once if the lock is lost without release() (connection dropped). */
  onLost(listener: () => void): void
  release(): Promise<void>
}

/** Connection events of a {@link Database.listen} subscription. */
export type ListenEvents = {
  /** The listening connection broke: notifications sent until it is restored are lost (Postgres only). */
  onLost?(error: unknown): void
  /** Listening again after a loss; the caller should catch up on what it missed meanwhile. */
  onRestored?(): void
}

/** What openDb returns: a Db plus cross-process coordination for the composition root. */
export interface Database extends ScriptDb {
  /**
   * Calls `onPayload` with the payload of every notification on `channel` (`pg_notify(channel, payload)`, delivered
   * when the notifying transaction commits, in commit order), from this or any other process on the same database.
   * Postgres listens on a dedicated connection that reconnects with backoff (reported through `events`).
   * @returns a function that stops this subscription.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>
  /**
   * Tries once to take the advisory lock named `name` (pg_try_advisory_lock) on a connection of its own, so only one
   * process of a cluster does the work it guards. Resolves null when another session holds it.
   */
  tryLock(name: string): Promise<DbLock | null>
}
