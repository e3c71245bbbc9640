import {
  createSafe,
  type Devnet,
  execSafeTransaction,
  type RationedRpc,
  startDevnet,
  startRationedRpc,
} from '@strongroom/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TooManyRequestsError } from '../domain/errors/TooManyRequestsError'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer, type TestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'

// Watch mode (issue 19, docs/rpc-providers.md §5): only the Safes someone added are followed, with one log query per
// window for all of them, so following the head costs the same however many other Safes the chain holds.

let devnet: Devnet
let proxy: RationedRpc
let testDb: TestDb
const rows = <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => testDb.db.query<R>(sql, params)
let indexer: TestIndexer
/** A Safe someone adds, and one nobody does. */
let added: Address
let other: Address

const send = (safe: Address, signer: number) =>
  execSafeTransaction(devnet, { safe, tx: { to: devnet.accounts[9]!.address, value: 0n }, signers: [signer] })

/** eth_getLogs the indexer sends to index the next block, read through the proxy. */
async function getLogsForOneBlock(): Promise<number> {
  await indexer.caughtUp()
  proxy.resetStats()
  await devnet.mine(1)
  await indexer.caughtUp()
  return proxy.stats().getLogs
}

beforeAll(async () => {
  devnet = await startDevnet()
  added = await createSafe(devnet, { owners: [0], threshold: 1, saltNonce: 1n })
  other = await createSafe(devnet, { owners: [1], threshold: 1, saltNonce: 2n })
  await send(added, 0)
  await send(other, 1)
  proxy = await startRationedRpc({ upstream: devnet.rpcUrl, dialect: 'infura', maxBlockRange: 25 })
  testDb = await openTestDb()
  const config = testConfig(
    { rpcUrl: proxy.url, chainId: devnet.chainId },
    { indexer: { mode: 'watch', maxFollowedSafes: 2 } },
  )
  indexer = startTestIndexer({ devnet, db: testDb.db, chain: config.chains[0]! })
})

afterAll(async () => {
  await indexer?.stop()
  await Promise.all([testDb?.dispose(), proxy?.stop(), devnet?.stop()])
})

describe('ChainIndexer in watch mode', () => {
  it('follows no Safe it was not given, and reads no Safe events then', async () => {
    await indexer.caughtUp()
    expect(await rows('select address from safes')).toEqual([])
    expect(await getLogsForOneBlock()).toBe(0)
  })

  it('backfills an added Safe and follows it; other Safes stay unread', async () => {
    await indexer.indexer.addSafe(added, { clientKey: 'a' })
    await indexer.backfilled(added)
    expect(await rows('select address, source from safes')).toEqual([{ address: added, source: 'manual' }])
    expect(await rows('select nonce from multisig_transactions')).toEqual([{ nonce: '0' }])

    await send(added, 0)
    await send(other, 1)
    await indexer.caughtUp()
    expect(await rows('select safe, nonce from multisig_transactions order by nonce')).toEqual([
      { safe: added, nonce: '0' },
      { safe: added, nonce: '1' },
    ])
  })

  it('pays the same per block however many other Safes the chain holds', async () => {
    // One query for the followed Safes' events, two for their token transfers.
    expect(await getLogsForOneBlock()).toBe(3)
    for (let i = 0; i < 10; i++) await createSafe(devnet, { owners: [2], threshold: 1, saltNonce: 100n + BigInt(i) })
    expect(await getLogsForOneBlock()).toBe(3)
    expect(await rows('select address from safes')).toEqual([{ address: added }])
  })

  it('follows at most maxFollowedSafes Safes for clients', async () => {
    await indexer.indexer.addSafe(other, { clientKey: 'b' })
    const third = await createSafe(devnet, { owners: [3], threshold: 1, saltNonce: 3n })
    await expect(indexer.indexer.addSafe(third, { clientKey: 'c' })).rejects.toThrow(TooManyRequestsError)
    await expect(indexer.indexer.addSafe(third, { clientKey: 'c' })).rejects.toThrow(
      'This gateway follows as many Safes on chain 1337 as it is set to (2)',
    )
  })
})
