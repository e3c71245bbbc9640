import { describe, expect, it } from 'vitest'
import { useTestDb } from '../testing/useTestDb'
import { loadMigrations } from './loadMigrations'
import { runMigrations } from './runMigrations'

describe('openDb', () => {
  const testDb = useTestDb()

  it('records every migration once and re-running applies nothing', async () => {
    const { db } = testDb
    const versions = loadMigrations().map((migration) => migration.version)
    const rows = await db.query<{ version: number }>('select version from schema_migrations order by version')
    expect(rows.map((row) => row.version)).toEqual(versions)
    expect(await runMigrations(db)).toEqual([])
    expect(await runMigrations(db)).toEqual([])
    const again = await db.query<{ count: number }>('select count(*) as count from schema_migrations')
    expect(again[0]?.count).toBe(versions.length)
  })

  it('maps values the same way on both dialects', async () => {
    const [row] = await testDb.db.query<Record<string, unknown>>(
      `select 9007199254740991::bigint as big, 123456789012345678901234567890::numeric(78,0) as amount,
              now() as at, '{"a":[1]}'::jsonb as doc, array['x','y']::text[] as list, $1::numeric as param`,
      [2n ** 100n],
    )
    expect(row).toMatchObject({
      big: 9007199254740991,
      amount: '123456789012345678901234567890',
      doc: { a: [1] },
      list: ['x', 'y'],
      param: (2n ** 100n).toString(),
    })
    expect(row?.at).toBeInstanceOf(Date)
  })

  it('commits transactions, rolls back on error and nests with savepoints', async () => {
    const { db } = testDb
    await db.query(`insert into indexer_checkpoints (chain_id, indexer, next_block) values ('t', 'a', 1)`)
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`update indexer_checkpoints set next_block = 2 where chain_id = 't'`)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    await db.transaction(async (tx) => {
      await tx.query(`update indexer_checkpoints set next_block = 3 where chain_id = 't'`)
      await tx
        .transaction(async (inner) => {
          await inner.query(`update indexer_checkpoints set next_block = 4 where chain_id = 't'`)
          throw new Error('inner')
        })
        .catch(() => {})
    })
    const rows = await db.query<{ next_block: number }>(
      `select next_block from indexer_checkpoints where chain_id = 't'`,
    )
    expect(rows).toEqual([{ next_block: 3 }])
  })

  it('grants an advisory lock to one holder at a time', async () => {
    const { db } = testDb
    const first = await db.tryLock('test-lock')
    expect(first?.held).toBe(true)
    expect(await db.tryLock('test-lock')).toBeNull()
    await first?.release()
    const second = await db.tryLock('test-lock')
    expect(second).not.toBeNull()
    await second?.release()
  })
})
