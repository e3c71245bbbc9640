import type { Database, Db } from '../db/Db'
import { interceptQueries } from '../db/interceptQueries'

/**
 * `db` whose statements matching `statement` fail while `shouldKill()` holds, as if the process died just before the
 * COMMIT of the transaction running them (a cursor or checkpoint update, the last statement of a step).
 */
export function killBeforeCommit(db: Database, statement: RegExp, shouldKill: () => boolean): Db {
  return interceptQueries(db, (sql, _params, run) =>
    statement.test(sql) && shouldKill() ? Promise.reject(new Error('process killed')) : run(),
  )
}
