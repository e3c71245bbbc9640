import { createSafe, type Devnet, execSafeTransaction, fundToken, startDevnet } from '@strongroom/devnet'
import { getSafeTxHash, safeL2Abi } from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hash, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { startTestIndexer, type TestIndexer } from '../testing/startTestIndexer'
import { testConfig } from '../testing/testChainConfig'
import { waitUntil } from '../testing/waitUntil'

let devnet: Devnet
let testDb: TestDb
let indexer: TestIndexer
const account = (index: number): Address => devnet.accounts[index]!.address
const rows = <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => testDb.db.query<R>(sql, params)

beforeAll(async () => {
  ;[devnet, testDb] = await Promise.all([startDevnet(), openTestDb()])
  indexer = startTestIndexer({ devnet, db: testDb.db, chain: testConfig(devnet).chains[0]! })
})

afterAll(async () => {
  await indexer?.stop()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

const transferTx = (to: Address, value: bigint, nonce: bigint) => ({
  to,
  value,
  data: '0x' as const,
  operation: 0 as const,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
  nonce,
})

/** Every block hash stored anywhere equals the chain's hash at that height. */
async function assertNothingStale(): Promise<void> {
  const stored = await rows<{ number: number; hash: Hash }>(
    `select number, hash from blocks
     union select block_number, block_hash from safe_events
     union select block_number, block_hash from transfers
     union select block_number, block_hash from module_transactions
     union select block_number, block_hash from multisig_transactions where block_number is not null
     union select creation_block_number, creation_block_hash from safes where creation_block_number is not null`,
  )
  expect(stored.length).toBeGreaterThan(0)
  for (const { number, hash } of stored) {
    const block = await devnet.publicClient.getBlock({ blockNumber: BigInt(number) })
    expect({ number, hash }).toEqual({ number, hash: block.hash })
  }
}

describe('ChainIndexer reorgs', () => {
  it('rewinds to the fork and follows the new chain when blocks are replaced at the same height', async () => {
    const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
    await indexer.caughtUp()
    const snapshot = await devnet.snapshot()

    // Branch A: a proposed transfer gets executed, an owner is added, tokens arrive and a second Safe is created.
    const proposedA = getSafeTxHash({
      chainId: devnet.chainId,
      safeAddress: safe,
      tx: transferTx(account(5), parseEther('0.1'), 0n),
    })
    await testDb.db.query(
      `insert into multisig_transactions (chain_id, safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas,
         base_gas, gas_price, gas_token, refund_receiver, nonce, proposer, trusted)
       values ('1337', $1, $2, $3, $4, '0x', 0, 0, 0, 0, $5, $5, 0, $6, true)`,
      [proposedA, safe, account(5), parseEther('0.1'), zeroAddress, account(0)],
    )
    await testDb.db.query(
      `insert into multisig_confirmations (chain_id, safe_tx_hash, owner, safe, signature, signature_type)
       values ('1337', $1, $2, $3, '0xabcd', 'EOA')`,
      [proposedA, account(0), safe],
    )
    await execSafeTransaction(devnet, { safe, tx: { to: account(5), value: parseEther('0.1') }, signers: [0, 1] })
    await execSafeTransaction(devnet, {
      safe,
      tx: {
        to: safe,
        data: encodeFunctionData({ abi: safeL2Abi, functionName: 'addOwnerWithThreshold', args: [account(3), 2n] }),
      },
      signers: [0, 1],
    })
    await fundToken(devnet, { token: devnet.demo!.tokens.usdc, to: safe, amount: 5n })
    const other = await createSafe(devnet, { owners: [4], threshold: 1 })
    const headA = await indexer.caughtUp()
    const [lastChangeA] = await rows<{ id: number }>('select max(id) as id from safe_change_events')
    expect(await rows('select address from safes where address = $1', [other])).toHaveLength(1)
    expect(await rows(`select 1 from transfers where safe = $1 and type = 'ERC20'`, [safe])).toHaveLength(1)
    expect(await rows('select owners from safe_states where address = $1', [safe])).toEqual([
      { owners: [account(3), account(0), account(1), account(2)] },
    ])

    // Branch B from the snapshot: a different transfer with nonce 0, then empty blocks up to the same height.
    await devnet.revert(snapshot)
    const txB = await execSafeTransaction(devnet, {
      safe,
      tx: { to: account(6), value: parseEther('0.2') },
      signers: [1, 2],
    })
    const heightB = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    await devnet.mine(headA - heightB)
    const headB = await devnet.publicClient.getBlock({ blockTag: 'latest' })
    expect(Number(headB.number)).toBe(headA)

    await waitUntil('the indexer to store the new head', async () => {
      const [stored] = await rows<{ hash: Hash }>('select hash from blocks where number = $1', [headA])
      return stored?.hash === headB.hash
    })

    await assertNothingStale()
    // The rewind told clients of both Safes what they lost: the forgotten Safe all lists, the other its queue, history,
    // balances (the tokens), settings and messages (the owner change).
    expect(
      await rows(`select safe, kinds from safe_change_events where id > $1 and reason = 'reorg' order by safe`, [
        lastChangeA!.id,
      ]),
    ).toEqual(
      [
        { safe, kinds: ['queue', 'history', 'balances', 'messages', 'safe'] },
        { safe: other, kinds: ['queue', 'history', 'balances', 'collectibles', 'messages', 'safe'] },
      ].sort((a, b) => a.safe.localeCompare(b.safe)),
    )
    expect(await rows('select address from safes where address = $1', [other])).toEqual([])
    expect(await rows('select address from safe_states where address = $1', [other])).toEqual([])
    expect(await rows(`select 1 from transfers where type = 'ERC20'`)).toEqual([])
    const multisig = await rows<{ safe_tx_hash: Hash; source: string; tx_hash: Hash | null; nonce: string }>(
      'select safe_tx_hash, source, tx_hash, nonce from multisig_transactions order by source',
    )
    const proposedB = getSafeTxHash({
      chainId: devnet.chainId,
      safeAddress: safe,
      tx: transferTx(account(6), parseEther('0.2'), 0n),
    })
    // A's executed proposal is queued again (execution cleared); A's owner change is gone; B's transfer is executed.
    expect(multisig).toEqual([
      { safe_tx_hash: proposedA, source: 'offchain', tx_hash: null, nonce: '0' },
      { safe_tx_hash: proposedB, source: 'onchain', tx_hash: txB, nonce: '0' },
    ])
    expect(
      await rows<{ safe_tx_hash: Hash; owner: Address; source: string }>(
        'select safe_tx_hash, owner, source from multisig_confirmations order by safe_tx_hash, owner',
      ),
    ).toEqual(
      [
        { safe_tx_hash: proposedA, owner: account(0), source: 'offchain' },
        { safe_tx_hash: proposedB, owner: account(1), source: 'onchain' },
        { safe_tx_hash: proposedB, owner: account(2), source: 'onchain' },
      ].sort((a, b) => a.safe_tx_hash.localeCompare(b.safe_tx_hash) || a.owner.localeCompare(b.owner)),
    )
    expect(await rows('select owners, threshold, nonce from safe_states where address = $1', [safe])).toEqual([
      { owners: [account(0), account(1), account(2)], threshold: 2, nonce: '1' },
    ])
    expect(
      await rows(`select direction, "to", value from transfers where safe = $1 order by block_number`, [safe]),
    ).toEqual([
      { direction: 'INCOMING', to: safe, value: parseEther('1').toString() },
      { direction: 'OUTGOING', to: account(6), value: parseEther('0.2').toString() },
    ])
  })

  it('keeps indexing normally after the reorg, including a shorter chain that then grows', async () => {
    const safe = (await rows<{ address: Address }>('select address from safes'))[0]!.address
    const snapshot = await devnet.snapshot()
    await execSafeTransaction(devnet, { safe, tx: { to: account(7), value: 1n }, signers: [0, 1] })
    await devnet.mine(3)
    await indexer.caughtUp()
    expect(await rows('select nonce from safe_states where address = $1', [safe])).toEqual([{ nonce: '2' }])

    // The chain becomes shorter (no new blocks after the revert), then grows with another transaction.
    await devnet.revert(snapshot)
    const shortHead = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    await waitUntil('the rewind of the dropped blocks', () => indexer.indexer.status().indexedBlock === shortHead)
    expect(await rows('select number from blocks where number > $1', [shortHead])).toEqual([])
    expect(await rows('select nonce from safe_states where address = $1', [safe])).toEqual([{ nonce: '1' }])
    const tx = await execSafeTransaction(devnet, { safe, tx: { to: account(8), value: 2n }, signers: [0, 2] })
    const head = await devnet.publicClient.getBlock({ blockTag: 'latest' })
    await waitUntil('the new head to be indexed', async () => {
      const [stored] = await rows<{ hash: Hash }>('select hash from blocks where number = $1', [Number(head.number)])
      return stored?.hash === head.hash
    })
    await assertNothingStale()
    expect(await rows('select nonce from safe_states where address = $1', [safe])).toEqual([{ nonce: '2' }])
    expect(await rows(`select tx_hash from multisig_transactions where nonce = 1`)).toEqual([{ tx_hash: tx }])
    expect(await rows(`select 1 from transfers where "to" = $1`, [account(7)])).toEqual([])
  })
})
