import {
  createSafe,
  type Devnet,
  execSafeTransaction,
  type SafeTxInput,
  startDevnet,
  TransactionFailedError,
} from '@strongroom/devnet'
import { canonicalAddresses, createSafeTx, getSafeTxHash, safeL2Abi } from '@strongroom/protocol'
import { type Address, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { openTestDb } from '../testing/openTestDb'
import { startIndexerThroughProxy } from '../testing/startIndexerThroughProxy'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'

// Issue 19: behind a full node (old logs, recent state only) without tracing, the executions of L1-singleton Safes
// sent straight to the Safe keep their nonce, found by hash instead of the archive read (docs/indexing.md §3.7).

let devnet: Devnet
const safes: Address[] = []
const cleanups: (() => Promise<unknown>)[] = []
const expected: { safe: Address; nonce: string; safe_tx_hash: Hash; tx_hash: Hash; is_successful: boolean }[] = []

async function execute(safe: Address, tx: SafeTxInput): Promise<void> {
  const nonce = await devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
  const safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx: createSafeTx({ ...tx, nonce }) })
  let txHash: Hash
  let isSuccessful = true
  try {
    txHash = await execSafeTransaction(devnet, { safe, tx, signers: [0] })
  } catch (error) {
    if (!(error instanceof TransactionFailedError)) throw error
    txHash = (error.details as { hash: Hash }).hash
    isSuccessful = false
  }
  expected.push({ safe, nonce: String(nonce), safe_tx_hash: safeTxHash, tx_hash: txHash, is_successful: isSuccessful })
}

const stored = (db: Db) =>
  db.query<(typeof expected)[number] & { details_unavailable: string | null }>(
    `select safe, nonce, safe_tx_hash, tx_hash, is_successful, details_unavailable from multisig_transactions
      order by safe, nonce::numeric`,
  )

beforeAll(async () => {
  devnet = await startDevnet()
  cleanups.push(() => devnet.stop())
  for (const version of ['1.3.0', '1.4.1', '1.5.0'] as const)
    safes.push(
      await createSafe(devnet, { owners: [0], threshold: 1, version, singleton: 'L1', fundWei: parseEther('5') }),
    )
  // Interleaved across the Safes and spread over blocks, a failed one (MultiSend refuses a CALL; with safeTxGas the
  // Safe records ExecutionFailure and still consumes the nonce) among them.
  for (let round = 0; round < 3; round++)
    for (const [index, safe] of safes.entries()) {
      if (round === 1 && index === 1)
        await execute(safe, { to: canonicalAddresses.multiSend, data: '0x8d80ff0a', safeTxGas: 100_000n })
      else
        await execute(safe, { to: devnet.accounts[5 + index]!.address, value: parseEther('0.01') * BigInt(round + 1) })
      await devnet.mine(2)
    }
  // Every execution's state is now older than the proxy keeps.
  await devnet.mine(20)
  expected.sort((a, b) => a.safe.localeCompare(b.safe) || Number(a.nonce) - Number(b.nonce))
}, 180_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe('L1 Safes behind a node without archive state or tracing', () => {
  let bare: Awaited<ReturnType<typeof stored>>

  it('are indexed in full against the bare node (the reference)', async () => {
    const bareDb = await openTestDb()
    cleanups.push(() => bareDb.dispose())
    const indexer = startTestIndexer({
      devnet,
      db: bareDb.db,
      chain: testConfig({ rpcUrl: devnet.rpcUrl, chainId: devnet.chainId }).chains[0]!,
    })
    cleanups.push(() => indexer.stop())
    await indexer.caughtUp()
    bare = await stored(bareDb.db)
    expect(bare).toEqual(expected.map((row) => ({ ...row, details_unavailable: null })))
  })

  // Small windows: oldest first (all), a window's hint (nonce now less its own executions) misses the later ones;
  // newest first (watch), the later ones are stored already.
  it.each([
    ['all', { mode: 'all' as const }],
    ['watch', { mode: 'watch' as const }],
  ])('keep every direct execution with its nonce and safeTxHash, in %s mode', async (_, mode) => {
    const { proxy, testDb, indexer } = await startIndexerThroughProxy(
      devnet,
      { dialect: 'geth', stateBlocks: 4, unavailableMethods: ['debug_traceTransaction', 'trace_transaction'] },
      { initialBlockRange: 5, maxBlockRange: 5, ...mode },
      cleanups,
    )
    await indexer.caughtUp()
    if (mode.mode === 'watch') {
      for (const safe of safes) await indexer.indexer.addSafe(safe, { clientKey: 'a' })
      await indexer.backfilled()
    }
    expect(await stored(testDb.db)).toEqual(bare)
    expect(proxy.stats().refused.archive).toBeGreaterThan(0)
  })
})
