import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../../testing/openTestDb'
import { RowBuffer, type TableWrite } from './RowBuffer'

let testDb: TestDb

const parents: TableWrite = {
  table: 'row_buffer_parents',
  columns: ['id', 'name'],
  types: ['integer', 'text'],
  conflict: 'on conflict (id) do update set name = excluded.name',
  keyOf: (row) => String(row[0]),
}
const children: TableWrite = {
  table: 'row_buffer_children',
  columns: ['parent_id', 'position'],
  types: ['integer', 'integer'],
  conflict: 'on conflict do nothing',
}

beforeAll(async () => {
  testDb = await openTestDb()
  await testDb.db.query('create table row_buffer_parents (id integer primary key, name text not null)')
  await testDb.db.query(
    `create table row_buffer_children (parent_id integer not null references row_buffer_parents (id),
       position integer not null, primary key (parent_id, position))`,
  )
})

afterAll(async () => {
  await testDb?.dispose()
})

describe('RowBuffer', () => {
  it('writes parents before children whatever order rows came in, and keeps the first row of an upsert key', async () => {
    const rows = new RowBuffer([parents, children])
    rows.add(children, [1, 0])
    rows.add(children, [1, 0]) // a duplicate of a do-nothing table is harmless
    rows.add(children, [2, 5])
    expect(rows.add(parents, [1, 'first'])).toBe(true)
    expect(rows.add(parents, [1, 'second'])).toBe(false)
    rows.add(parents, [2, 'two'])
    expect(rows.count(children)).toBe(3)
    await testDb.db.transaction((tx) => rows.flush(tx))
    expect(await testDb.db.query('select id, name from row_buffer_parents order by id')).toEqual([
      { id: 1, name: 'first' },
      { id: 2, name: 'two' },
    ])
    expect(await testDb.db.query('select * from row_buffer_children order by parent_id')).toEqual([
      { parent_id: 1, position: 0 },
      { parent_id: 2, position: 5 },
    ])
    expect(rows.count(parents)).toBe(0)
  })

  it('splits thousands of rows into statements under the parameter limit', async () => {
    const rows = new RowBuffer([parents, children])
    rows.add(parents, [3, 'many'])
    for (let position = 0; position < 12_000; position++) rows.add(children, [3, position])
    await testDb.db.transaction((tx) => rows.flush(tx))
    const [row] = await testDb.db.query<{ count: number }>(
      'select count(*)::int as count from row_buffer_children where parent_id = 3',
    )
    expect(row!.count).toBe(12_000)
  })

  it('refuses a table whose types do not match its columns', () => {
    expect(() => new RowBuffer([{ ...parents, types: ['integer'] }])).toThrow(
      'RowBuffer: row_buffer_parents has 2 columns but 1 types.',
    )
  })

  it('refuses rows of undeclared tables and rows of the wrong width', () => {
    const rows = new RowBuffer([parents])
    expect(() => rows.add(children, [1, 0])).toThrow('RowBuffer: table row_buffer_children was not declared.')
    expect(() => rows.add(parents, [1])).toThrow('RowBuffer: row_buffer_parents takes 2 values, got 1.')
  })
})
