import { createSafe, type Devnet, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { killBeforeCommit } from '../testing/killBeforeCommit'
import { openTestDb } from '../testing/openTestDb'
import { persistentTestDb } from '../testing/persistentTestDb'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import { waitUntil } from '../testing/waitUntil'
import type { BackfillStep } from './ChainIndexer'

type Window = Extract<BackfillStep, { kind: 'window' }>

// Issue 19: a Safe added by address is followed at once and its history is backfilled newest first, each window's
// rows written with the backfill's cursor (docs/rpc-providers.md §5), so a gateway restarted in the middle of a
// backfill resumes below the last window written and loses and doubles nothing.

let devnet: Devnet
let safe: Address
let head: number
const EXECUTIONS = 4
/** Windows of 20 blocks (the cap, one at a time): the history below spans about fifteen. */
const WINDOW = 20
const cleanups: (() => Promise<unknown> | unknown)[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  safe = await createSafe(devnet, { owners: [0, 1], threshold: 1, fundWei: parseEther('1') })
  for (let i = 0; i < EXECUTIONS; i++) {
    await devnet.mine(60)
    await fundToken(devnet, { token: devnet.demo!.tokens.dai, to: safe, amount: 10n ** 18n })
    await execSafeTransaction(devnet, { safe, tx: { to: devnet.accounts[9]!.address, value: 7n }, signers: [i % 2] })
    await fundEth(devnet, { to: safe, wei: 3n, from: 8 })
  }
  head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
})

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await devnet?.stop()
})

const chain = () =>
  testConfig(devnet, { indexer: { mode: 'watch', initialBlockRange: WINDOW, maxBlockRange: WINDOW, concurrency: 1 } })
    .chains[0]!

/** Catches the watch-mode indexer up with the head, adds the Safe and (unless it is killed) waits for its history. */
async function addAndBackfill(db: Db, onWindow?: (window: Window) => void) {
  const indexer = startTestIndexer({ devnet, db, chain: chain(), onBackfillStep: (step) => windowsOf(step, onWindow) })
  cleanups.push(() => indexer.stop())
  await indexer.caughtUp(head)
  await indexer.indexer.addSafe(safe)
  return indexer
}

/** Hands the windows among backfill steps to `onWindow`. */
function windowsOf(step: BackfillStep, onWindow?: (window: Window) => void) {
  if (step.kind === 'window') onWindow?.(step)
}

/** The rows of two runs, but the stored headers (edges of the ranges read, kept for reorg detection only). */
async function chainRows(db: Db) {
  const rows = await dumpIndexedRows(db)
  rows.blocks = []
  return rows
}

describe('a backfill interrupted by a restart', () => {
  it('resumes below the last window written, losing and doubling nothing', async () => {
    // An uninterrupted run: what the interrupted one must end with.
    const reference = await openTestDb()
    cleanups.push(() => reference.dispose())
    const windows: Window[] = []
    const uninterrupted = await addAndBackfill(reference.db, (window) => windows.push(window))
    await uninterrupted.backfilled(safe)
    await uninterrupted.stop()
    const expected = await chainRows(reference.db)
    // Newest first, window after window, down to the Safe's creation.
    expect(windows.length).toBeGreaterThan(10)
    for (const [index, window] of windows.entries()) if (index > 0) expect(window.to).toBe(windows[index - 1]!.from - 1)
    expect(expected.multisig_transactions).toHaveLength(EXECUTIONS)
    expect(expected.transfers).toHaveLength(3 * EXECUTIONS + 1)
    expect(expected.safe_backfills).toMatchObject([{ address: safe, complete: true }])

    // The same, killed just before the commit of its fifth window.
    const location = await persistentTestDb()
    cleanups.push(() => location.dispose())
    const first = await location.open()
    let committed = 0
    const killed = killBeforeCommit(first, /update safe_backfills/, () => committed >= 4)
    const crashed = await addAndBackfill(killed, () => committed++)
    await waitUntil('the simulated crash', () => Boolean(crashed.indexer.status().lastError))
    await crashed.stop()
    await first.close()
    expect(committed).toBe(4)

    const reopened = await location.open()
    cleanups.push(() => reopened.close())
    const [cursor] = await reopened.query<{ complete_from: string; top_block: string; complete: boolean }>(
      'select complete_from, top_block, complete from safe_backfills',
    )
    // Exactly the four windows committed; the fifth was rolled back with its rows.
    expect(Number(cursor!.complete_from)).toBe(windows[3]!.from)
    expect(cursor!.complete).toBe(false)
    const [partial] = await reopened.query<{ n: number }>(
      'select count(*)::int as n from safe_events where block_number < $1',
      [windows[3]!.from],
    )
    expect(partial).toEqual({ n: 0 })

    // The restarted gateway reads on from the cursor, and the result equals the uninterrupted run's.
    const resumedWindows: Window[] = []
    const resumed = startTestIndexer({
      devnet,
      db: reopened,
      chain: chain(),
      onBackfillStep: (step) => windowsOf(step, (window) => resumedWindows.push(window)),
    })
    cleanups.push(() => resumed.stop())
    await resumed.backfilled(safe)
    await resumed.stop()
    expect(resumedWindows[0]!.to).toBe(windows[3]!.from - 1)
    expect(resumedWindows).toEqual(windows.slice(4))
    expect(await chainRows(reopened)).toEqual(expected)
  })
})
