import { afterAll, beforeAll, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../../testing/openTestDb'
import { IndexerError } from '../IndexerError'
import { advanceCheckpoint, openCheckpoint, readCheckpoint } from './chainCheckpoint'

let testDb: TestDb

beforeAll(async () => {
  testDb = await openTestDb()
})

afterAll(async () => {
  await testDb?.dispose()
})

it('is created at the start block once, then read and advanced range by range', async () => {
  const { db } = testDb
  expect(await readCheckpoint(db, '5')).toBeNull()
  expect(await openCheckpoint(db, '5', 40)).toBe(40)
  await advanceCheckpoint(db, '5', 40, 59)
  // A restart keeps the stored checkpoint, whatever the start block says now.
  expect(await openCheckpoint(db, '5', 0)).toBe(60)
  expect(await readCheckpoint(db, '5')).toBe(60)
})

it('refuses to advance a checkpoint another process moved, changing nothing', async () => {
  const { db } = testDb
  await openCheckpoint(db, '6', 0)
  await advanceCheckpoint(db, '6', 0, 9)
  const second = advanceCheckpoint(db, '6', 0, 19)
  await expect(second).rejects.toThrow('The checkpoint was moved by another process.')
  await expect(second).rejects.toSatisfy((error) => error instanceof IndexerError && !error.retryable)
  expect(await readCheckpoint(db, '6')).toBe(10)
})
