import type { ScriptDb } from './Db'

/** Nested transaction inside an open one: a savepoint, released on success and rolled back on failure. */
export async function withSavepoint<T>(tx: ScriptDb, name: string, fn: (tx: ScriptDb) => Promise<T>): Promise<T> {
  await tx.query(`savepoint ${name}`)
  try {
    const result = await fn(tx)
    await tx.query(`release savepoint ${name}`)
    return result
  } catch (error) {
    await tx.query(`rollback to savepoint ${name}`)
    throw error
  }
}
