import type { Db } from '@strongroom/gateway'
import { interceptQueries } from '@strongroom/gateway/testing'

/** A Db that adds the wall time of every statement it runs (transactions included) to `total.ms`. */
export function timeStatements(db: Db, total: { ms: number }): Db {
  return interceptQueries(db, async (_sql, _params, run) => {
    const started = performance.now()
    try {
      return await run()
    } finally {
      total.ms += performance.now() - started
    }
  })
}
