import { createSafe, type Devnet, execSafeTransaction, startDevnet } from '@strongroom/devnet'
import { canonicalAddresses, safeL2Abi } from '@strongroom/protocol'
import { type Address, encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer, type TestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'

let devnet: Devnet
let testDb: TestDb
let indexer: TestIndexer
let safe: Address
let startBlock: number
const account = (index: number): Address => devnet.accounts[index]!.address
const rows = <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => testDb.db.query<R>(sql, params)

beforeAll(async () => {
  ;[devnet, testDb] = await Promise.all([startDevnet(), openTestDb()])
  // A Safe with history before the indexer's startBlock: its SafeSetup is never read.
  safe = await createSafe(devnet, { owners: [0, 1], threshold: 1 })
  await execSafeTransaction(devnet, {
    safe,
    tx: { to: safe, data: encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [account(7)] }) },
    signers: [0],
  })
  startBlock = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 })) + 1
  await execSafeTransaction(devnet, { safe, tx: { to: account(5), value: 0n }, signers: [1] })
  indexer = startTestIndexer({ devnet, db: testDb.db, chain: testConfig(devnet, { chain: { startBlock } }).chains[0]! })
})

afterAll(async () => {
  await indexer?.stop()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

describe('ChainIndexer.addSafe', () => {
  it('starts a Safe created before startBlock from a chain snapshot and keeps its later history', async () => {
    await indexer.caughtUp()
    expect(await rows('select address from safes')).toEqual([])

    await indexer.indexer.addSafe(safe.toLowerCase() as Address)
    await indexer.backfilled(safe)
    const [row] = await rows('select * from safes where address = $1', [safe])
    expect(row).toMatchObject({
      source: 'manual',
      creation_tx_hash: null,
      initial_owners: [account(0), account(1)],
      initial_modules: [account(7)],
      initial_nonce: '2',
      initial_singleton: canonicalAddresses.safeL2,
      initial_fallback_handler: canonicalAddresses.compatibilityFallbackHandler,
    })
    expect(await rows('select owners, threshold, nonce, modules, version from safe_states')).toEqual([
      { owners: [account(0), account(1)], threshold: 1, nonce: '2', modules: [account(7)], version: '1.4.1' },
    ])
    // Only what happened from startBlock on is in the history: the nonce-1 execution, not the module enablement.
    expect(await rows('select nonce from multisig_transactions')).toEqual([{ nonce: '1' }])

    await execSafeTransaction(devnet, {
      safe,
      tx: { to: safe, data: encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [2n] }) },
      signers: [0],
    })
    await indexer.caughtUp()
    expect(await rows('select threshold, nonce from safe_states')).toEqual([{ threshold: 2, nonce: '3' }])
    expect(await rows('select nonce from multisig_transactions order by nonce')).toEqual([
      { nonce: '1' },
      { nonce: '2' },
    ])
  })
})
