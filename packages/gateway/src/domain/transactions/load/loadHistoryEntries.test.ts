import { type Address, getAddress, keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../../db/Db'
import { insertRows } from '../../../db/insertRows'
import { loadMigrations } from '../../../db/loadMigrations'
import { runMigrations } from '../../../db/runMigrations'
import { openTestDb, type TestDb } from '../../../testing/openTestDb'
import { type HistoryEntryKey, loadHistoryEntries } from './loadHistoryEntries'

const CHAIN = '1337'
const SAFE_A = getAddress('0x00000000000000000000000000000000000a11ce')
const SAFE_B = getAddress('0x0000000000000000000000000000000000000b0b')
const OTHER = getAddress('0x000000000000000000000000000000000000beef')

/**
 * The history as defined by the transaction service's all-transactions list, computed from scratch: the oracle that
 * the indexed page and the trigger-kept count must always agree with.
 */
const REFERENCE = `
  select 'MULTISIG'::text as kind, safe_tx_hash as key, executed_at as ts, block_number, log_index
    from multisig_transactions where chain_id = $1 and safe = $2 and block_number is not null
  union all
  select 'MODULE'::text, tx_hash, executed_at, block_number, log_index
    from module_transactions where chain_id = $1 and safe = $2
  union all
  select 'TRANSFERS'::text, t.tx_hash, max(t.executed_at), max(t.block_number), min(t.log_index)
    from transfers t
   where t.chain_id = $1 and t.safe = $2
     and not exists (select 1 from multisig_transactions m
                      where m.chain_id = t.chain_id and m.safe = t.safe and m.tx_hash = t.tx_hash)
     and not exists (select 1 from module_transactions d
                      where d.chain_id = t.chain_id and d.safe = t.safe and d.tx_hash = t.tx_hash)
   group by t.tx_hash`

async function referenceHistory(db: Db, safe: Address): Promise<HistoryEntryKey[]> {
  const rows = await db.query<{ kind: HistoryEntryKey['kind']; key: string; log_index: number; ts: Date }>(
    `select kind, key, log_index, ts from (${REFERENCE}) entries order by ts desc, block_number desc, log_index desc`,
    [CHAIN, safe],
  )
  return rows.map((row): HistoryEntryKey => {
    if (row.kind === 'MULTISIG') return { kind: 'MULTISIG', safeTxHash: row.key, timestamp: row.ts }
    if (row.kind === 'MODULE') return { kind: 'MODULE', txHash: row.key, logIndex: row.log_index, timestamp: row.ts }
    return { kind: 'TRANSFERS', txHash: row.key, timestamp: row.ts }
  })
}

/** Every window shape the history asks for: first pages, later pages, the last page, past the end. */
async function expectMatchesReference(db: Db, safe: Address): Promise<number> {
  const all = await referenceHistory(db, safe)
  const windows = [
    { limit: 20, offset: 0 },
    { limit: 1, offset: 0 },
    { limit: 7, offset: 3 },
    { limit: 21, offset: 19 },
    { limit: 5, offset: Math.max(all.length - 3, 0) },
    { limit: 5, offset: all.length },
    { limit: all.length + 5, offset: 0 },
  ]
  for (const window of windows) {
    const page = await loadHistoryEntries(db, { chainId: CHAIN, safe, ...window })
    expect({ window, ...page }).toEqual({
      window,
      entries: all.slice(window.offset, window.offset + window.limit),
      total: all.length,
    })
  }
  return all.length
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Writes chain-derived rows the way the indexer does (one statement per row, upserts of proposals, multi-row inserts
 * for bulk loads) and rewinds them the way a reorg does.
 */
class HistoryWriter {
  private nextBlock = 1
  private readonly nextLog = new Map<number, number>()
  private readonly nonces = new Map<Address, number>()
  private txCount = 0

  /** `name` keeps the hashes of two writers on one database apart. */
  constructor(
    private readonly db: Db,
    private readonly name: string,
  ) {}

  /** Two blocks per second, so timestamps tie across blocks and the block number has to break the tie. */
  timestamp(block: number): Date {
    return new Date(Date.UTC(2025, 0, 1) + Math.floor(block / 2) * 1000)
  }

  block(): number {
    return this.nextBlock++
  }

  get lastBlock(): number {
    return this.nextBlock - 1
  }

  log(block: number): number {
    const log = this.nextLog.get(block) ?? 0
    this.nextLog.set(block, log + 1)
    return log
  }

  tx(): string {
    return keccak256(toHex(`${this.name}-tx-${this.txCount++}`))
  }

  private nonce(safe: Address): number {
    const nonce = this.nonces.get(safe) ?? 0
    this.nonces.set(safe, nonce + 1)
    return nonce
  }

  /** A multisig execution; `proposed` first stores it as a queued proposal, then executes it with the upsert. */
  async multisig(safe: Address, block: number, txHash: string, proposed: boolean): Promise<void> {
    const nonce = this.nonce(safe)
    const safeTxHash = keccak256(toHex(`${this.name}-${safe}-${nonce}`))
    const base = [CHAIN, safeTxHash, safe, OTHER, 0, '0x', 0, 0, 0, 0, OTHER, OTHER, nonce]
    const columns = `chain_id, safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas, base_gas, gas_price,
      gas_token, refund_receiver, nonce`
    if (proposed)
      await this.db.query(`insert into multisig_transactions (${columns}) values (${placeholders(13)})`, base)
    await this.db.query(
      `insert into multisig_transactions (${columns}, source, tx_hash, block_number, block_hash, log_index, executed_at)
       values (${placeholders(19)})
       on conflict (chain_id, safe_tx_hash) do update set tx_hash = excluded.tx_hash,
         block_number = excluded.block_number, block_hash = excluded.block_hash, log_index = excluded.log_index,
         executed_at = excluded.executed_at`,
      [...base, 'onchain', txHash, block, `0x${block}`, this.log(block), this.timestamp(block)],
    )
  }

  async module(safe: Address, block: number, txHash: string): Promise<void> {
    await this.db.query(
      `insert into module_transactions (chain_id, block_number, log_index, block_hash, tx_hash, safe, module, "to",
         value, data, operation, is_successful, executed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7, 0, '0x', 0, true, $8)`,
      [CHAIN, block, this.log(block), `0x${block}`, txHash, safe, OTHER, this.timestamp(block)],
    )
  }

  /** Transfers of one transaction; `bulk` writes them in one multi-row statement, else one statement each. */
  async transfers(safes: Address[], block: number, txHash: string, count: number, bulk: boolean): Promise<void> {
    const rows = Array.from({ length: count }, () => this.log(block)).flatMap((log) =>
      safes.map((safe) => [
        CHAIN,
        safe,
        block,
        log,
        `0x${block}`,
        txHash,
        'ETHER',
        'INCOMING',
        OTHER,
        safe,
        1,
        this.timestamp(block),
      ]),
    )
    const columns = [
      'chain_id',
      'safe',
      'block_number',
      'log_index',
      'block_hash',
      'tx_hash',
      'type',
      'direction',
      'from',
      'to',
      'value',
      'executed_at',
    ]
    if (bulk) await insertRows(this.db, 'transfers', columns, rows)
    else for (const row of rows) await insertRows(this.db, 'transfers', columns, [row])
  }

  /** What rewindChain does to these tables for a reorg at `fork`. */
  async rewind(fork: number): Promise<void> {
    await this.db.query('delete from module_transactions where chain_id = $1 and block_number >= $2', [CHAIN, fork])
    await this.db.query('delete from transfers where chain_id = $1 and block_number >= $2', [CHAIN, fork])
    await this.db.query(
      `delete from multisig_transactions where chain_id = $1 and source = 'onchain' and block_number >= $2`,
      [CHAIN, fork],
    )
    await this.db.query(
      `update multisig_transactions set tx_hash = null, block_number = null, block_hash = null, log_index = null,
         executed_at = null
       where chain_id = $1 and block_number >= $2`,
      [CHAIN, fork],
    )
    this.nextBlock = fork
    for (const block of [...this.nextLog.keys()]) if (block >= fork) this.nextLog.delete(block)
  }
}

function placeholders(count: number): string {
  return Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ')
}

/** A block of mixed traffic for both Safes: executions, module calls, their transfers and other transfers. */
async function writeBlock(writer: HistoryWriter, next: () => number): Promise<void> {
  const block = writer.block()
  for (let step = Math.floor(next() * 4); step >= 0; step--) {
    const safe = next() < 0.6 ? SAFE_A : SAFE_B
    const txHash = writer.tx()
    const kind = next()
    const transfersFirst = next() < 0.5
    const transfers = () => writer.transfers([safe], block, txHash, 1 + Math.floor(next() * 3), next() < 0.5)
    if (kind < 0.35) {
      // An execution and the transfers it caused, in either order within the range.
      if (transfersFirst) await transfers()
      await writer.multisig(safe, block, txHash, next() < 0.5)
      if (!transfersFirst && next() < 0.7) await transfers()
    } else if (kind < 0.5) {
      if (transfersFirst) await transfers()
      await writer.module(safe, block, txHash)
      if (!transfersFirst && next() < 0.7) await transfers()
    } else if (kind < 0.6) {
      // One transaction moving value into both Safes: an entry for each.
      await writer.transfers([SAFE_A, SAFE_B], block, txHash, 1 + Math.floor(next() * 2), next() < 0.5)
    } else {
      await transfers()
    }
  }
}

describe('loadHistoryEntries', () => {
  let testDb: TestDb
  let db: Database

  beforeAll(async () => {
    testDb = await openTestDb()
    db = testDb.db
  })
  afterAll(async () => {
    await testDb?.dispose()
  })

  it('pages and counts exactly like the full history while blocks are written, rewound and rewritten', async () => {
    const writer = new HistoryWriter(db, 'reorgs')
    const next = random(20_251_122)
    for (let round = 0; round < 6; round++) {
      for (let block = 0; block < 12; block++) await writeBlock(writer, next)
      await expectMatchesReference(db, SAFE_A)
      await expectMatchesReference(db, SAFE_B)
      // A reorg of the last few blocks, replayed with different traffic.
      await writer.rewind(writer.lastBlock - Math.floor(next() * 6))
      await expectMatchesReference(db, SAFE_A)
      await expectMatchesReference(db, SAFE_B)
    }
    expect(await expectMatchesReference(db, SAFE_A)).toBeGreaterThan(40)
  })

  it('follows single-row changes: a transfer removed, an execution undone, a module call added', async () => {
    const writer = new HistoryWriter(db, 'single-rows')
    await writer.rewind(1)
    const block = writer.block()
    const [incoming, executed, later] = [writer.tx(), writer.tx(), writer.tx()]
    await writer.transfers([SAFE_A], block, incoming, 3, true)
    await writer.transfers([SAFE_A], block, executed, 2, false)
    await writer.multisig(SAFE_A, block, executed, true)
    await writer.transfers([SAFE_A], block, later, 1, false)
    expect(await expectMatchesReference(db, SAFE_A)).toBe(3)

    // The first transfer of a transaction goes: the entry stays and now sorts by the next one.
    await db.query(
      `delete from transfers where chain_id = $1 and safe = $2 and tx_hash = $3
         and log_index = (select min(log_index) from transfers where tx_hash = $3)`,
      [CHAIN, SAFE_A, incoming],
    )
    expect(await expectMatchesReference(db, SAFE_A)).toBe(3)
    // An execution is undone (its proposal stays queued): its transfers become an entry of their own.
    await db.query(
      `update multisig_transactions set tx_hash = null, block_number = null, log_index = null, executed_at = null
        where chain_id = $1 and tx_hash = $2`,
      [CHAIN, executed],
    )
    expect(await expectMatchesReference(db, SAFE_A)).toBe(3)
    // A module call in a transaction that so far only moved value: the module entry replaces the transfer entry.
    await writer.module(SAFE_A, block, later)
    expect(await expectMatchesReference(db, SAFE_A)).toBe(3)
    await db.query('delete from transfers where chain_id = $1 and tx_hash = $2', [CHAIN, incoming])
    expect(await expectMatchesReference(db, SAFE_A)).toBe(2)
  })

  it('is empty for a Safe without history', async () => {
    const safe = getAddress('0x0000000000000000000000000000000000000c0c')
    expect(await loadHistoryEntries(db, { chainId: CHAIN, safe, limit: 20, offset: 0 })).toEqual({
      entries: [],
      total: 0,
    })
  })
})

describe('migration 006 on a database that already holds history', () => {
  it('starts the transfer-only entries and the counts from the rows already there', async () => {
    const testDb = await openTestDb()
    try {
      // Back to the schema before 006 (a fresh database is migrated to the newest), then history, then 006.
      const { db } = testDb
      await db.exec(`drop schema public cascade; create schema public;`)
      const migrations = loadMigrations()
      const before = migrations.filter((migration) => migration.version < 6)
      await runMigrations(db, before)
      const writer = new HistoryWriter(db, 'backfill')
      const next = random(7)
      for (let block = 0; block < 30; block++) await writeBlock(writer, next)
      await runMigrations(db, migrations)
      expect(await expectMatchesReference(db, SAFE_A)).toBeGreaterThan(10)
      expect(await expectMatchesReference(db, SAFE_B)).toBeGreaterThan(5)
    } finally {
      await testDb.dispose()
    }
  })
})
