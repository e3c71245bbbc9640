import { describe, expect, it } from 'vitest'
import { openTestDb } from '../testing/openTestDb'
import { loadMigrations } from './loadMigrations'
import { runMigrations } from './runMigrations'

const CHAIN = '1337'
const SAFE = '0x00000000000000000000000000000000000a11cE'

describe('migration 008', () => {
  it('drops queued proposals whose nonce a JSON number cannot hold, and only those', async () => {
    const testDb = await openTestDb()
    try {
      const { db } = testDb
      await db.exec('drop schema public cascade; create schema public;')
      const migrations = loadMigrations()
      await runMigrations(
        db,
        migrations.filter((migration) => migration.version < 8),
      )
      const rows: [string, bigint, number | null][] = [
        ['0x01', 2n ** 53n - 2n, null],
        ['0x02', 2n ** 53n + 1n, null],
        ['0x03', 2n ** 256n - 1n, null],
        ['0x04', 2n ** 64n, 7],
      ]
      for (const [hash, nonce, block] of rows) {
        await db.query(
          `insert into multisig_transactions (chain_id, safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas,
             base_gas, gas_price, gas_token, refund_receiver, nonce, block_number)
           values ($1, $2, $3, $3, 0, '0x', 0, 0, 0, 0, $3, $3, $4, $5)`,
          [CHAIN, hash, SAFE, nonce, block],
        )
        await db.query(
          `insert into multisig_confirmations (chain_id, safe_tx_hash, owner, safe, signature, signature_type)
           values ($1, $2, $3, $3, '0x', 'EOA')`,
          [CHAIN, hash, SAFE],
        )
      }
      await runMigrations(db, migrations)
      const left = async (table: string) =>
        (await db.query<{ hash: string }>(`select safe_tx_hash as hash from ${table} order by 1`)).map(
          (row) => row.hash,
        )
      expect(await left('multisig_transactions')).toEqual(['0x01', '0x04'])
      expect(await left('multisig_confirmations')).toEqual(['0x01', '0x04'])
    } finally {
      await testDb.dispose()
    }
  })
})
