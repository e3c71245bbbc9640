import { afterAll, beforeAll, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { interceptQueries } from './interceptQueries'

let testDb: TestDb

beforeAll(async () => {
  testDb = await openTestDb()
  await testDb.db.query('create table intercepted (n int)')
})

afterAll(async () => {
  await testDb?.dispose()
})

it('passes every statement through the interceptor, inside transactions too, and keeps afterCommit', async () => {
  const seen: string[] = []
  const db = interceptQueries(testDb.db, (sql, _params, run) => {
    seen.push(sql)
    return run()
  })
  let committed = false
  await db.transaction(async (tx) => {
    await tx.query('insert into intercepted values ($1)', [1])
    tx.afterCommit(() => {
      committed = true
    })
  })
  expect(await db.query('select n from intercepted')).toEqual([{ n: 1 }])
  expect(seen).toEqual(['insert into intercepted values ($1)', 'select n from intercepted'])
  expect(committed).toBe(true)
})

it('a statement the interceptor fails rolls its transaction back', async () => {
  const db = interceptQueries(testDb.db, (sql, _params, run) =>
    sql.startsWith('update') ? Promise.reject(new Error('killed')) : run(),
  )
  await expect(
    db.transaction(async (tx) => {
      await tx.query('insert into intercepted values (2)')
      await tx.query('update intercepted set n = 3')
    }),
  ).rejects.toThrow('killed')
  expect(await testDb.db.query('select n from intercepted order by n')).toEqual([{ n: 1 }])
})
