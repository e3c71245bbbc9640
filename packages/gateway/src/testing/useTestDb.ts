import { afterAll, beforeAll } from 'vitest'
import { openTestDb, type TestDb } from './openTestDb'

/**
 * A fresh test database (openTestDb) for the enclosing describe block or file: opened before its tests, disposed
 * after them. Read it inside the tests, where it is open.
 */
export function useTestDb(): TestDb {
  let opened: TestDb | undefined
  beforeAll(async () => {
    opened = await openTestDb()
  })
  afterAll(() => opened?.dispose())
  const current = (): TestDb => {
    if (!opened) throw new Error('The test database opens in beforeAll: read it inside a test.')
    return opened
  }
  return {
    get db() {
      return current().db
    },
    get location() {
      return current().location
    },
    dispose: () => current().dispose(),
  }
}
