import { describe, expect, it } from 'vitest'
import { useTestDb } from '../testing/useTestDb'
import type { Db } from './Db'

describe('Db.afterCommit (PGlite, or Postgres with DATABASE_URL)', () => {
  const testDb = useTestDb()

  it('runs once the top-level transaction committed, before transaction() resolves, with the database', async () => {
    const { db } = testDb
    const heard: { label: string; db: Db }[] = []
    const committedCount = async () => {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::integer as count from indexer_checkpoints where chain_id = 'after-commit'`,
      )
      return row?.count ?? 0
    }
    const result = await db.transaction(async (tx) => {
      await tx.query(`insert into indexer_checkpoints (chain_id, indexer, next_block) values ('after-commit', 'a', 1)`)
      tx.afterCommit?.((root) => heard.push({ label: 'first', db: root }))
      await tx.transaction(async (inner) => {
        inner.afterCommit?.((root) => heard.push({ label: 'nested', db: root }))
      })
      expect(heard).toEqual([])
      return 'done'
    })
    expect(result).toBe('done')
    expect(heard.map(({ label, db: root }) => [label, root === db])).toEqual([
      ['first', true],
      ['nested', true],
    ])
    expect(await committedCount()).toBe(1)
  })

  it('never runs after a rollback, nor for a savepoint that was rolled back', async () => {
    const { db } = testDb
    const heard: string[] = []
    await expect(
      db.transaction(async (tx) => {
        tx.afterCommit?.(() => heard.push('rolled back'))
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    await db.transaction(async (tx) => {
      tx.afterCommit?.(() => heard.push('outer'))
      await tx
        .transaction(async (inner) => {
          inner.afterCommit?.(() => heard.push('inner, rolled back'))
          await inner.transaction(async (innermost) => {
            innermost.afterCommit?.(() => heard.push('innermost, released into a rolled-back savepoint'))
          })
          throw new Error('inner')
        })
        .catch(() => {})
      await tx.transaction(async (inner) => {
        inner.afterCommit?.(() => heard.push('inner, released'))
      })
    })
    expect(heard).toEqual(['outer', 'inner, released'])
  })

  it('runs at once outside a transaction', () => {
    const { db } = testDb
    const heard: Db[] = []
    db.afterCommit?.((root) => heard.push(root))
    expect(heard).toEqual([db])
  })

  it('keeps the commit and the other callbacks when one throws, and reports it as a warning', async () => {
    const { db } = testDb
    const warnings: Error[] = []
    const onWarning = (warning: Error) => warnings.push(warning)
    process.on('warning', onWarning)
    try {
      const heard: string[] = []
      const result = await db.transaction(async (tx) => {
        tx.afterCommit?.(() => {
          throw new Error('listener bug')
        })
        tx.afterCommit?.(() => heard.push('second'))
        return 42
      })
      expect([result, heard]).toEqual([42, ['second']])
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings.map((warning) => [warning.message, (warning.cause as Error).message])).toEqual([
        ['An after-commit callback failed.', 'listener bug'],
      ])
    } finally {
      process.off('warning', onWarning)
    }
  })
})
