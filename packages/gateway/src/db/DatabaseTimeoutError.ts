import { StrongroomError } from '@strongroom/protocol'

/**
 * A statement gave up waiting: on a lock held by another session (Postgres `lock_timeout`) or after running longer than
 * `statement_timeout`. The database itself is fine; the caller may try again (routes answer 503).
 */
export class DatabaseTimeoutError extends StrongroomError {
  override name = 'DatabaseTimeoutError'
}
