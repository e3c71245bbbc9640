import { createSafe, type Devnet, execSafeTransaction, startDevnet } from '@strongroom/devnet'
import { type Address, parseEther } from 'viem'
import { afterAll, expect, it } from 'vitest'
import { type Gateway, startGateway } from '../startGateway'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { testConfig } from '../testing/testChainConfig'
import { waitUntil } from '../testing/waitUntil'

// A devnet restarted without its state file is a new chain under the same chain id: lower head, other hashes, other
// Safes. The gateway keeps its database; on the next start the reorg check finds none of its stored headers on the
// chain, rewinds to the start block and indexes the new chain (docs/indexing.md §3.6).

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
})

/** Bound for the second gateway to reach the new chain's truth (its whole index is rebuilt). */
const RECOVERY_BOUND_MS = 60_000

async function get<T>(gateway: Gateway, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${gateway.url}${path}`)
  return { status: response.status, body: (await response.json()) as T }
}

async function healthyAt(gateway: Gateway, devnet: Devnet): Promise<boolean> {
  const head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
  const health = await get<{ chains: { indexedBlock: number | null }[] }>(gateway, '/health')
  return health.status === 200 && health.body.chains[0]?.indexedBlock === head
}

const ownedSafes = async (gateway: Gateway, owner: Address) =>
  (await get<{ safes: Address[] }>(gateway, `/v1/chains/1337/owners/${owner}/safes`)).body.safes

it('recovers to a chain that started over under the kept database, and answers healthy', async () => {
  const testDb: TestDb = await openTestDb()
  cleanups.push(() => testDb.dispose())

  // The first chain: a Safe with an executed transaction, then a stretch of empty blocks.
  const first = await startDevnet({ demo: false })
  cleanups.push(() => first.stop())
  const oldSafe = await createSafe(first, { owners: [0, 1], threshold: 1, fundWei: parseEther('1') })
  await execSafeTransaction(first, { safe: oldSafe, tx: { to: first.accounts[9]!.address, value: 7n }, signers: [0] })
  await first.mine(60)
  const firstGateway = await startGateway({ config: testConfig(first), db: testDb.db, host: '127.0.0.1' })
  cleanups.push(() => firstGateway.stop())
  await waitUntil('the first chain to be indexed', () => healthyAt(firstGateway, first), { timeoutMs: 30_000 })
  expect(await ownedSafes(firstGateway, first.accounts[0]!.address)).toEqual([oldSafe])
  const firstHead = Number(await first.publicClient.getBlockNumber({ cacheTime: 0 }))
  await firstGateway.stop()
  await first.stop()

  // The chain starts over: same chain id, fewer blocks, other hashes, another Safe.
  const second = await startDevnet({ demo: false })
  cleanups.push(() => second.stop())
  const newSafe = await createSafe(second, { owners: [2], threshold: 1 })
  const secondHead = Number(await second.publicClient.getBlockNumber({ cacheTime: 0 }))
  expect(second.chainId).toBe(first.chainId)
  expect(secondHead).toBeLessThan(firstHead)

  const started = Date.now()
  const secondGateway = await startGateway({ config: testConfig(second), db: testDb.db, host: '127.0.0.1' })
  cleanups.push(() => secondGateway.stop())
  await waitUntil(
    'the gateway to index the new chain and answer healthy',
    async () =>
      (await healthyAt(secondGateway, second)) &&
      (await ownedSafes(secondGateway, second.accounts[2]!.address)).includes(newSafe),
    { timeoutMs: RECOVERY_BOUND_MS },
  )
  expect(Date.now() - started).toBeLessThan(RECOVERY_BOUND_MS)

  // Only the new chain's truth is left: its Safe, none of the old chain's Safes, transactions or transfers.
  expect(await ownedSafes(secondGateway, second.accounts[0]!.address)).toEqual([])
  const safes = await testDb.db.query<{ address: Address }>('select address from safes order by address')
  expect(safes.map((row) => row.address)).toEqual([newSafe])
  expect(await testDb.db.query('select 1 from multisig_transactions')).toEqual([])
  expect(await testDb.db.query('select 1 from transfers where safe = $1', [oldSafe])).toEqual([])
  const [checkpoint] = await testDb.db.query<{ next_block: number }>('select next_block from indexer_checkpoints')
  expect(checkpoint!.next_block).toBeLessThanOrEqual(secondHead + 1)
  const health = await get<{ status: string }>(secondGateway, '/health')
  expect(health).toMatchObject({ status: 200, body: { status: 'ok' } })
}, 120_000)
