import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { insertRowsByColumn } from './insertRowsByColumn'

let testDb: TestDb

beforeAll(async () => {
  testDb = await openTestDb()
  await testDb.db.query(
    `create table by_column (id integer primary key, label text, amount numeric(78, 0), at timestamptz, ok boolean,
       doc jsonb, tags text[])`,
  )
})

afterAll(async () => {
  await testDb?.dispose()
})

const awkward = ['plain', 'a "quoted", comma', 'back\\slash', '{braces}', '', 'NULL', 'ünïcødé ✓', "it's"]

describe('insertRowsByColumn', () => {
  it('round-trips awkward text, big numbers, dates, booleans, nulls and JSON through array parameters', async () => {
    const at = new Date('2026-11-22T03:04:05.678Z')
    const rows = awkward.map((label, index) => [
      index,
      label,
      index % 2 === 0 ? 2n ** 255n + BigInt(index) : null,
      index === 3 ? null : at,
      index % 3 === 0,
      JSON.stringify({ label, nested: { list: [label, index] }, quote: '"' }),
    ])
    await insertRowsByColumn(
      testDb.db,
      'by_column',
      ['id', 'label', 'amount', 'at', 'ok', 'doc'],
      ['integer', 'text', 'numeric', 'timestamptz', 'boolean', 'jsonb'],
      rows,
    )
    const stored = await testDb.db.query<Record<string, unknown>>(
      'select id, label, amount, at, ok, doc from by_column order by id',
    )
    expect(stored).toEqual(
      awkward.map((label, index) => ({
        id: index,
        label,
        amount: index % 2 === 0 ? (2n ** 255n + BigInt(index)).toString() : null,
        at: index === 3 ? null : at,
        ok: index % 3 === 0,
        doc: { label, nested: { list: [label, index] }, quote: '"' },
      })),
    )
  })

  it('applies the conflict clause and falls back to VALUES for array-typed columns', async () => {
    await insertRowsByColumn(
      testDb.db,
      'by_column',
      ['id', 'label', 'tags'],
      ['integer', 'text', 'text[]'],
      [
        [0, 'replaced', ['a', 'b,c']],
        [100, 'new', []],
      ],
      'on conflict (id) do update set label = excluded.label, tags = excluded.tags',
    )
    expect(await testDb.db.query('select id, label, tags from by_column where id in (0, 100) order by id')).toEqual([
      { id: 0, label: 'replaced', tags: ['a', 'b,c'] },
      { id: 100, label: 'new', tags: [] },
    ])
  })

  it('refuses a type list that does not match the columns', async () => {
    await expect(insertRowsByColumn(testDb.db, 'by_column', ['id', 'label'], ['integer'], [[1, 'x']])).rejects.toThrow(
      'insertRowsByColumn: by_column has 2 columns but 1 types.',
    )
  })
})
