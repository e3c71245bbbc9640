import type { Db } from '@strongroom/gateway'

/** A Db that adds the wall time of every statement it runs (transactions included) to `total.ms`. */
export function timeStatements(db: Db, total: { ms: number }): Db {
  const wrap = (target: Db): Db => ({
    dialect: target.dialect,
    query: async (sql, params) => {
      const started = performance.now()
      try {
        return await target.query(sql, params)
      } finally {
        total.ms += performance.now() - started
      }
    },
    transaction: (fn) => target.transaction((tx) => fn(wrap(tx))),
    afterCommit: (fn) => target.afterCommit(fn),
    close: () => target.close(),
  })
  return wrap(db)
}
