import { createSafe, type Devnet, execSafeTransaction, startDevnet } from '@strongroom/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer, type TestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import type { BackfillStep, RangeIndexed } from './ChainIndexer'

// Issue 19: a flood of anonymous "add Safe" requests does not stall head-following, and a signed-in owner's Safe is
// served before them (docs/rpc-providers.md §4, §5). Checked by the order of the indexer's steps, not by timings.

const FLOOD = 10
let devnet: Devnet
let testDb: TestDb
let indexer: TestIndexer
/** A Safe followed before the flood, the flood's Safes, and an owner's Safe (the oldest: read last in a shared sweep). */
let followed: Address
let anonymous: Address[]
let owners: Address

type Logged = BackfillStep | ({ kind: 'range' } & RangeIndexed) | { kind: 'mined'; block: number }
const log: Logged[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  owners = await createSafe(devnet, { owners: [2], threshold: 1, saltNonce: 1n })
  followed = await createSafe(devnet, { owners: [0], threshold: 1, saltNonce: 2n })
  anonymous = []
  for (let i = 0; i < FLOOD; i++) {
    anonymous.push(await createSafe(devnet, { owners: [1], threshold: 1, saltNonce: 100n + BigInt(i) }))
    await devnet.mine(30)
  }
  testDb = await openTestDb()
  // Windows of 10 blocks: the flood's history takes some thirty windows.
  const chain = testConfig(devnet, {
    indexer: { mode: 'watch', initialBlockRange: 10, maxBlockRange: 10, concurrency: 1, newSafesPerClient: 1 },
  }).chains[0]!
  indexer = startTestIndexer({
    devnet,
    db: testDb.db,
    chain,
    onBackfillStep: (step) => log.push(step),
    onRangeIndexed: (range) => log.push({ kind: 'range', ...range }),
  })
  await indexer.caughtUp()
  await indexer.indexer.addSafe(followed)
  await indexer.backfilled(followed)
})

afterAll(async () => {
  await indexer?.stop()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

const isBackground = (entry: Logged) => entry.kind === 'follow' || entry.kind === 'window'

describe('a flood of anonymous Safe additions', () => {
  it('leaves head-following one step behind at most, and serves a signed-in owner first', async () => {
    log.splice(0)
    // Ten clients add a Safe each, then an owner signed in adds theirs.
    const additions = anonymous.map((safe, index) => indexer.indexer.addSafe(safe, { clientKey: `client-${index}` }))
    const owner = indexer.indexer.addSafe(owners, { clientKey: 'owner', owner: true })

    // The followed Safe executes while the flood is being read.
    await new Promise<void>((resolve) => {
      const check = () => (log.filter(isBackground).length >= 3 ? resolve() : setTimeout(check, 10))
      check()
    })
    const { blockNumber } = await execSafeTransaction(devnet, {
      safe: followed,
      tx: { to: devnet.accounts[9]!.address, value: 0n },
      signers: [0],
    }).then(async (hash) => devnet.publicClient.getTransactionReceipt({ hash }))
    log.push({ kind: 'mined', block: Number(blockNumber) })
    await indexer.caughtUp(Number(blockNumber))
    await Promise.all([...additions, owner])
    await indexer.backfilled()

    // Head-following indexed the execution after at most the background step in flight and one more...
    // The 'mined' mark is logged once the receipt is read: the indexer may have indexed the block before that (then
    // it was no step behind), so its range is looked for in the whole log.
    const mined = log.findIndex((entry) => entry.kind === 'mined')
    const indexed = log.findIndex((entry) => entry.kind === 'range' && entry.to >= blockNumber)
    expect(indexed).toBeGreaterThanOrEqual(0)
    expect(log.slice(mined, Math.max(mined, indexed)).filter(isBackground).length).toBeLessThanOrEqual(2)
    // ...while most of the flood was still waiting.
    expect(log.slice(indexed).filter(isBackground).length).toBeGreaterThanOrEqual(10)
    expect(
      await testDb.db.query('select nonce from multisig_transactions where safe = $1 order by nonce', [followed]),
    ).toEqual([{ nonce: '0' }])

    // The owner's Safe was followed first, and every window read it until its history was complete.
    const steps = log.filter(isBackground) as BackfillStep[]
    expect(steps[0]).toEqual({ kind: 'follow', safe: owners })
    const windows = steps.filter((step) => step.kind === 'window')
    const ownersDone = windows.findIndex((step) => step.safes.some((safe) => safe.address === owners && safe.complete))
    expect(ownersDone).toBeGreaterThanOrEqual(0)
    for (const step of windows.slice(0, ownersDone + 1))
      expect(step.safes.map((safe) => safe.address)).toContain(owners)

    // Every Safe of the flood has its history: its creation.
    const created = await testDb.db.query<{ address: Address }>(
      `select address from safes where source = 'manual' and creation_tx_hash is not null order by address`,
    )
    expect(created.map((row) => row.address).sort()).toEqual([followed, owners, ...anonymous].sort())
  })
})
