import { DatabaseTimeoutError } from './DatabaseTimeoutError'

/** Postgres SQLSTATEs of a statement that gave up waiting: lock_not_available (lock_timeout), query_canceled. */
const LOCK_TIMEOUT = '55P03'
const STATEMENT_TIMEOUT = '57014'

/** A Postgres timeout as a {@link DatabaseTimeoutError} with a sentence; any other error as it is. */
export function toTimeoutError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (code === LOCK_TIMEOUT)
    return new DatabaseTimeoutError('The database is busy: a lock held by another session did not free in time.', {
      cause: error,
      details: { code },
    })
  if (code === STATEMENT_TIMEOUT)
    return new DatabaseTimeoutError('The database took too long to answer.', { cause: error, details: { code } })
  return error
}
