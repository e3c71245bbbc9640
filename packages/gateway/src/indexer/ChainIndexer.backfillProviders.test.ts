import { createSafe, type Devnet, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import { safeL2Abi } from '@strongroom/protocol'
import { type Address, encodeFunctionData, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { openTestDb } from '../testing/openTestDb'
import { rationedProviderCases } from '../testing/rationedProviderCases'
import { startIndexerThroughProxy } from '../testing/startIndexerThroughProxy'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'

// Issue 19 "Done when": through the rationed proxy in each provider's dialect, a Safe added on a long chain is followed
// at once with its current state (what SafeInfo shows) and has its full history once the backfill is done
// (docs/rpc-providers.md §3, §5): the same rows an all-mode index of the bare node holds for it.

let devnet: Devnet
/** Safes of three kinds: 1.4.1 on SafeL2, 1.4.1 on the L1 singleton (no execution events), 1.3.0 on SafeL2. */
let safes: Address[]
let expected: Record<string, Record<string, unknown>[]>
const cleanups: (() => Promise<unknown>)[] = []
const account = (index: number): Address => devnet.accounts[index]!.address

/** The indexed rows of `safes`, but the columns that say how a Safe came to be indexed (found or added). */
async function rowsOf(db: Db, of: readonly Address[]) {
  const dump = await dumpIndexedRows(db)
  const mine = (row: Record<string, unknown>) => of.includes((row.safe ?? row.address) as Address)
  return Object.fromEntries(
    ['safes', 'safe_states', 'safe_events', 'multisig_transactions', 'multisig_confirmations', 'module_transactions']
      .concat('transfers')
      .map((table) => [table, dump[table]!.filter(mine).map(({ source: _source, ...row }) => row)]),
  )
}

beforeAll(async () => {
  devnet = await startDevnet()
  safes = [
    await createSafe(devnet, { owners: [0, 1], threshold: 1, fundWei: parseEther('1'), saltNonce: 1n }),
    await createSafe(devnet, { owners: [2], threshold: 1, singleton: 'L1', fundWei: parseEther('1'), saltNonce: 2n }),
    await createSafe(devnet, { owners: [3], threshold: 1, version: '1.3.0', fundWei: parseEther('1'), saltNonce: 3n }),
  ]
  // Their activity spread over some 150 blocks: executions, a module, an owner added, ETH and token transfers.
  const signer = [0, 2, 3]
  for (let round = 0; round < 3; round++) {
    for (const [index, safe] of safes.entries()) {
      await fundToken(devnet, { token: devnet.demo!.tokens.dai, to: safe, amount: 10n ** 18n })
      await execSafeTransaction(devnet, { safe, tx: { to: account(9), value: 5n }, signers: [signer[index]!] })
      await fundEth(devnet, { to: safe, wei: 3n, from: 8 })
      await devnet.mine(15)
    }
  }
  await execSafeTransaction(devnet, {
    safe: safes[0]!,
    tx: {
      to: safes[0]!,
      data: encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [account(7)] }),
    },
    signers: [0],
  })
  await execSafeTransaction(devnet, {
    safe: safes[2]!,
    tx: {
      to: safes[2]!,
      data: encodeFunctionData({ abi: safeL2Abi, functionName: 'addOwnerWithThreshold', args: [account(4), 1n] }),
    },
    signers: [3],
  })
  await devnet.mine(10)
  // The reference: every Safe of the bare node, indexed from block 0 in all mode.
  const reference = await openTestDb()
  cleanups.push(() => reference.dispose())
  const indexer = startTestIndexer({ devnet, db: reference.db, chain: testConfig(devnet).chains[0]! })
  await indexer.caughtUp()
  await indexer.stop()
  expected = await rowsOf(reference.db, safes)
  expect(expected.multisig_transactions).toHaveLength(11)
  expect(expected.safe_states).toHaveLength(3)
})

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await devnet?.stop()
})

describe('a Safe added through a rationed provider', () => {
  it.each(rationedProviderCases)(
    'in the %s dialect %j: followed at once, then its full history',
    async (dialect, limits) => {
      const { proxy, testDb, indexer } = await startIndexerThroughProxy(
        devnet,
        { dialect, ...limits },
        { mode: 'watch' },
        cleanups,
      )
      await indexer.caughtUp()
      for (const safe of safes) await indexer.indexer.addSafe(safe, { clientKey: 'a' })
      // Followed: each Safe's current state is indexed as soon as its addition resolves.
      const withoutBlock = (states: Record<string, unknown>[]) =>
        states.map(({ updated_block: _block, ...state }) => state)
      expect(withoutBlock((await rowsOf(testDb.db, safes)).safe_states!)).toEqual(withoutBlock(expected.safe_states!))
      await indexer.backfilled()
      await indexer.stop()
      expect(await rowsOf(testDb.db, safes)).toEqual(expected)
      // The provider refused, and its refusals were read as such, not as empty answers.
      const stats = proxy.stats()
      expect(stats.refused.range + stats.refused.results).toBeGreaterThan(0)
    },
  )
})
