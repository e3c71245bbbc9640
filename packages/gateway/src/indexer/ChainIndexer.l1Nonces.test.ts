import {
  createSafe,
  type Devnet,
  execSafeTransaction,
  type SafeTxInput,
  startDevnet,
  TransactionFailedError,
} from '@strongroom/devnet'
import { canonicalAddresses, createSafeTx, encodeExecTransaction, getSafeTxHash, safeL2Abi } from '@strongroom/protocol'
import { type Address, concat, type Hash, type Hex, pad, parseEther, toFunctionSelector, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { openTestDb } from '../testing/openTestDb'
import { startIndexerThroughProxy } from '../testing/startIndexerThroughProxy'
import { startTestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import { RECENT_STATE_BLOCKS } from './executions/checkMissingState'

// Issue 19: behind a full node (old logs, recent state only) without tracing, the executions of L1-singleton Safes
// sent straight to the Safe keep their nonce, found by hash instead of the archive read (docs/indexing.md §3.7).

let devnet: Devnet
const safes: Address[] = []
const cleanups: (() => Promise<unknown>)[] = []
const expected: { safe: Address; nonce: string; safe_tx_hash: Hash; tx_hash: Hash; is_successful: boolean }[] = []

/** An L2 Safe, owner of the 1.4.1 L1 Safe, that executes one of its transactions (a call through another contract). */
let parent: Address
let throughParent: Hash
/** Every execution made through the parent Safe (later tests add some). */
const throughParents = new Set<Hash>()

async function execute(safe: Address, tx: SafeTxInput, through?: Address): Promise<void> {
  const nonce = await devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
  const safeTx = createSafeTx({ ...tx, nonce })
  const safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx: safeTx })
  let txHash: Hash
  let isSuccessful = true
  try {
    if (through) {
      // The parent's own approval is msg.sender (v = 1).
      const signatures: Hex = concat([pad(through), pad('0x0'), '0x01'])
      const data = encodeExecTransaction({ tx: safeTx, signatures })
      txHash = await execSafeTransaction(devnet, { safe: through, tx: { to: safe, data }, signers: [0] })
      throughParent = txHash
      throughParents.add(txHash)
    } else txHash = await execSafeTransaction(devnet, { safe, tx, signers: [0] })
  } catch (error) {
    if (!(error instanceof TransactionFailedError)) throw error
    txHash = (error.details as { hash: Hash }).hash
    isSuccessful = false
  }
  expected.push({ safe, nonce: String(nonce), safe_tx_hash: safeTxHash, tx_hash: txHash, is_successful: isSuccessful })
}

/**
 * A proxy rewrite answering nonce() calls at the blocks `pick` picks with `answer` (by default no data, `0x`, as a
 * node without their state that does not say so).
 */
const misanswerNonceAt =
  (pick: (block: number) => boolean, answer: (result: unknown) => unknown = () => '0x') =>
  ({ method, params }: { method: string; params: unknown }, result: unknown) => {
    if (method !== 'eth_call' || !Array.isArray(params)) return result
    const [call, block] = params as [{ data?: string; input?: string }, unknown]
    const isNonce = (call.data ?? call.input ?? '').startsWith(toFunctionSelector('nonce()'))
    return isNonce && typeof block === 'string' && block.startsWith('0x') && pick(Number(block))
      ? answer(result)
      : result
  }

const stored = (db: Db) =>
  db.query<(typeof expected)[number] & { details_unavailable: string | null }>(
    `select safe, nonce, safe_tx_hash, tx_hash, is_successful, details_unavailable from multisig_transactions
      where safe = any($1) order by safe, nonce::numeric`,
    [safes],
  )

beforeAll(async () => {
  devnet = await startDevnet()
  cleanups.push(() => devnet.stop())
  parent = await createSafe(devnet, { owners: [0], threshold: 1, fundWei: parseEther('1') })
  for (const version of ['1.3.0', '1.4.1', '1.5.0'] as const)
    safes.push(
      await createSafe(devnet, {
        owners: version === '1.4.1' ? [0, parent] : [0],
        threshold: 1,
        version,
        singleton: 'L1',
        fundWei: parseEther('5'),
      }),
    )
  // Interleaved across the Safes and spread over blocks, a failed one (MultiSend refuses a CALL; with safeTxGas the
  // Safe records ExecutionFailure and still consumes the nonce) and one through the parent Safe among them.
  for (let round = 0; round < 4; round++)
    for (const [index, safe] of safes.entries()) {
      const transfer = { to: devnet.accounts[5 + index]!.address, value: parseEther('0.01') * BigInt(round + 1) }
      if (round === 1 && index === 1)
        await execute(safe, { to: canonicalAddresses.multiSend, data: '0x8d80ff0a', safeTxGas: 100_000n })
      else await execute(safe, transfer, round === 2 && index === 1 ? parent : undefined)
      await devnet.mine(2)
    }
  // Every execution's state is now older than the proxy keeps, and older than the blocks every node keeps the state
  // of: an empty answer for it is a pruned state, not a glitch (checkMissingState).
  await devnet.mine(20 + Number(RECENT_STATE_BLOCKS))
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
  // newest first (watch), the later ones are stored already. Without tracing, the execution through the parent Safe
  // stays out (its call is not in the calldata); with it, its call comes from the trace and its nonce from the hash.
  it.each([
    ['all mode, no tracing', { mode: 'all' as const }, false],
    ['watch mode, no tracing', { mode: 'watch' as const }, false],
    ['watch mode, tracing', { mode: 'watch' as const }, true],
  ])('keep every execution they can explain with its nonce and safeTxHash (%s)', async (_, mode, tracing) => {
    const { proxy, testDb, indexer } = await startIndexerThroughProxy(
      devnet,
      {
        dialect: 'geth',
        stateBlocks: 4,
        ...(tracing ? {} : { unavailableMethods: ['debug_traceTransaction', 'trace_transaction'] }),
      },
      { initialBlockRange: 5, maxBlockRange: 5, ...mode },
      cleanups,
    )
    await indexer.caughtUp()
    if (mode.mode === 'watch') {
      for (const safe of safes) await indexer.indexer.addSafe(safe, { clientKey: 'a' })
      await indexer.backfilled()
    }
    expect(await stored(testDb.db)).toEqual(tracing ? bare : bare.filter((row) => row.tx_hash !== throughParent))
    expect(proxy.stats().refused.archive).toBeGreaterThan(0)
  })

  it('keep them too behind a node that answers nothing (0x) for old state instead of refusing', async () => {
    const head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    const { proxy, testDb, indexer } = await startIndexerThroughProxy(
      devnet,
      {
        dialect: 'geth',
        unavailableMethods: ['debug_traceTransaction', 'trace_transaction'],
        // nonce() at a block older than every node keeps: the empty answer of a node that pruned that state.
        misbehave: { rewrite: misanswerNonceAt((block) => block <= head - Number(RECENT_STATE_BLOCKS)) },
      },
      { initialBlockRange: 5, maxBlockRange: 5, mode: 'watch' },
      cleanups,
    )
    await indexer.caughtUp()
    for (const safe of safes) await indexer.indexer.addSafe(safe, { clientKey: 'a' })
    await indexer.backfilled()
    expect(await stored(testDb.db)).toEqual(bare.filter((row) => row.tx_hash !== throughParent))
    expect(proxy.stats().misbehaved.rewritten).toBeGreaterThan(0)
  })

  // A search's nonce is checked against the stored executions before its row is written: another execution stored at
  // that nonce (here a made-up one) keeps it, and the range is written without the newcomer instead of failing on the
  // unique executed nonce and being retried for ever.
  it('leave an execution out, and go on, when its nonce is held by another stored execution', async () => {
    const [safe] = safes
    const taken = expected.find((row) => row.safe === safe && row.nonce === '1')!
    const { testDb, indexer } = await startIndexerThroughProxy(
      devnet,
      { dialect: 'geth', stateBlocks: 4, unavailableMethods: ['debug_traceTransaction', 'trace_transaction'] },
      { initialBlockRange: 5, maxBlockRange: 5, mode: 'all' },
      cleanups,
    )
    const other = { safe_tx_hash: `0x${'5e'.repeat(32)}`, tx_hash: `0x${'7e'.repeat(32)}` } as const
    await testDb.db.query(
      `insert into multisig_transactions (chain_id, safe_tx_hash, safe, nonce, source, trusted, tx_hash, block_number,
         block_hash, log_index, is_successful, executed_at, details_unavailable)
       values ($1, $2, $3, 1, 'onchain', true, $4, 1, $5, 0, true, now(), 'no-tracing')`,
      [String(devnet.chainId), other.safe_tx_hash, safe, other.tx_hash, `0x${'b0'.repeat(32)}`],
    )
    await indexer.caughtUp()
    expect(await stored(testDb.db)).toEqual(
      bare
        .filter((row) => row.tx_hash !== throughParent && row.safe_tx_hash !== taken.safe_tx_hash)
        .concat({ ...taken, ...other, details_unavailable: 'no-tracing' })
        .sort((a, b) => a.safe.localeCompare(b.safe) || Number(a.nonce) - Number(b.nonce)),
    )
  })

  // Last: each adds an execution. One through the parent Safe (its nonce comes only from the chain without a trace),
  // in a block the node misanswers nonce() for the first time it is asked: with no data, or with the nonce of the
  // block before (what anvil answers for a block it has just announced). A recent block, whose state every node has:
  // the read is retried rather than searched by hash (which cannot find that nonce) or taken as it is (which gave the
  // execution the nonce of the one before).
  it.each([
    ['with no data', undefined],
    ['with the nonce of the block before', (result: unknown) => pad(toHex(BigInt(result as Hex) - 1n))],
  ])('keep the nonce of a recent execution whose read was answered %s once', async (_, answer) => {
    await devnet.mine(1)
    const before = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    await execute(safes[1]!, { to: devnet.accounts[9]!.address, value: parseEther('0.02') }, parent)
    const asked = new Set<number>()
    const { testDb, indexer } = await startIndexerThroughProxy(
      devnet,
      {
        dialect: 'geth',
        unavailableMethods: ['debug_traceTransaction', 'trace_transaction'],
        misbehave: {
          rewrite: misanswerNonceAt((block) => {
            if (block <= before || asked.has(block)) return false
            asked.add(block)
            return true
          }, answer),
        },
      },
      {},
      cleanups,
    )
    await indexer.caughtUp()
    expect(await stored(testDb.db)).toEqual(
      [...expected]
        .sort((a, b) => a.safe.localeCompare(b.safe) || Number(a.nonce) - Number(b.nonce))
        .map((row) => ({ ...row, details_unavailable: throughParents.has(row.tx_hash) ? 'no-tracing' : null })),
    )
    expect(asked.size).toBe(1)
  })
})
