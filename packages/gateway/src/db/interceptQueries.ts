import type { Db } from './Db'

/**
 * What runs around one statement: `run()` executes it and resolves its rows; not calling it (and rejecting) fails the
 * statement as the database would.
 */
export type QueryInterceptor = (
  sql: string,
  params: unknown[] | undefined,
  run: () => Promise<unknown[]>,
) => Promise<unknown[]>

/**
 * `db` with every statement passed through `around`, inside transactions too (the handle a transaction hands to its
 * callback is wrapped the same way), so that tests and benches can time or fail statements without knowing which
 * database is underneath.
 */
export function interceptQueries(db: Db, around: QueryInterceptor): Db {
  return {
    query: <R>(sql: string, params?: unknown[]) => around(sql, params, () => db.query(sql, params)) as Promise<R[]>,
    transaction: (fn) => db.transaction((tx) => fn(interceptQueries(tx, around))),
    afterCommit: (fn) => db.afterCommit(fn),
    close: () => db.close(),
  }
}
