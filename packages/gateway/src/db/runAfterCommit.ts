import { StrongroomError } from '@strongroom/protocol'
import type { Db } from './Db'

/**
 * Runs the callbacks a committed transaction registered with `afterCommit`, in order. One that throws does not stop
 * the others, nor fail the transaction: it has committed. Its error becomes a process warning.
 */
export function runAfterCommit(callbacks: readonly ((db: Db) => void)[], db: Db): void {
  for (const callback of callbacks) {
    try {
      callback(db)
    } catch (cause) {
      process.emitWarning(new StrongroomError('An after-commit callback failed.', { cause }))
    }
  }
}
