import {
  createSafe,
  type Devnet,
  execSafeTransaction,
  fundToken,
  type SafeTxInput,
  sendTransactions,
} from '@strongroom/devnet'
import type { ChainConfig, Db } from '@strongroom/gateway'
import { createChainClient, startTestIndexer } from '@strongroom/gateway/testing'
import { canonicalAddresses, encodeMultiSend } from '@strongroom/protocol'
import { type Address, encodeFunctionData, erc20Abi, erc721Abi, getAddress, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BenchError } from '../BenchError'
import { type SeedBlock, type SeedCounts, seedSafeHistory } from './seedSafeHistory'

/** The Safe whose reads are measured, and how its rows came to be. */
export type ReadsFixture = {
  safe: Address
  /** Executions mined on the devnet and indexed by the real indexer. */
  realExecutions: number
  seeded: SeedCounts
  /** Last block the indexer indexed (the devnet head). */
  indexedBlock: number
  seconds: { chain: number; index: number; seed: number }
}

/**
 * Seeded executions per block, an hour apart: a busy treasury (120 a day). anvil mines an empty block in 5–60 ms,
 * slower as the chain grows, so 10,000 blocks would cost minutes.
 */
const EXECUTIONS_PER_BLOCK = 5
const BLOCK_INTERVAL_S = 3_600
/** anvil_mine slows down more than linearly with the number of blocks per call (1,000 take seconds). */
const MINE_CHUNK = 100
/** Empty blocks after the seeded ones, so the last indexed block holds no seeded rows. */
const TAIL_BLOCKS = 8
const HEADER_SLICE = 1_000

/**
 * A 2-of-3 Safe with `transactions` executed multisig transactions: a few real ones (ether, both ERC-20s, an NFT, an
 * approval, a MultiSend, a rejection) mined on the devnet and indexed by the real indexer into `db`, then the rest
 * seeded in bulk (seedSafeHistory) into empty blocks mined for them, with those blocks' real numbers, hashes and
 * times, and a queue of 20 proposals. Creating 10,000 real executions on anvil would take most of an hour; the read
 * path only sees rows.
 */
export async function createReadsFixture(
  devnet: Devnet,
  db: Db,
  { chain, transactions }: { chain: ChainConfig; transactions: number },
): Promise<ReadsFixture> {
  const demo = devnet.demo
  if (!demo) throw new BenchError('The devnet has no demo assets (start it with demo: true).')
  const started = performance.now()
  const [owner0, owner1, owner2] = [0, 1, 2].map((index) => privateKeyToAccount(devnet.accounts[index]!.privateKey))
  const owners = [owner0!, owner1!, owner2!] as const
  const recipients = [5, 6, 7, 8, 9].map((index) => getAddress(devnet.accounts[index]!.address))
  const [payee, other] = [recipients[0]!, recipients[1]!]

  const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('20') })
  await fundToken(devnet, { token: demo.tokens.usdc, to: safe, amount: parseUnits('50000', 6) })
  await fundToken(devnet, { token: demo.tokens.dai, to: safe, amount: parseUnits('50000', 18) })
  // Dev account 0 holds NFTs 1 and 2 of the demo collection.
  await sendTransactions(
    devnet.walletClient(0),
    [1n, 2n].map((tokenId) => ({
      to: demo.nft,
      data: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [devnet.accounts[0]!.address, safe, tokenId],
      }),
    })),
  )
  const erc20 = (token: Address, to: Address, amount: bigint) => ({
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })
  const real: SafeTxInput[] = [
    { to: payee, value: parseEther('0.5') },
    erc20(demo.tokens.usdc, payee, parseUnits('25', 6)),
    erc20(demo.tokens.dai, other, parseUnits('1.5', 18)),
    {
      to: demo.nft,
      data: encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [safe, payee, 1n] }),
    },
    {
      to: demo.tokens.usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [other, parseUnits('100', 6)] }),
    },
    {
      to: canonicalAddresses.multiSendCallOnly,
      operation: 1,
      data: encodeMultiSend([
        { operation: 0, value: 0n, ...erc20(demo.tokens.usdc, payee, parseUnits('1', 6)) },
        { operation: 0, value: 0n, ...erc20(demo.tokens.dai, other, parseUnits('1', 18)) },
      ]),
    },
    { to: safe },
  ]
  for (const tx of real) await execSafeTransaction(devnet, { safe, tx, signers: [0, 1] })

  const seededCount = Math.max(0, transactions - real.length)
  const seededBlocks = Math.ceil(seededCount / EXECUTIONS_PER_BLOCK)
  const firstSeeded = Number(await devnet.publicClient.getBlockNumber()) + 1
  for (let left = seededBlocks + TAIL_BLOCKS; left > 0; left -= MINE_CHUNK)
    await devnet.testClient.mine({ blocks: Math.min(left, MINE_CHUNK), interval: BLOCK_INTERVAL_S })
  const chainDone = performance.now()

  const indexer = startTestIndexer({ devnet, db, chain })
  let indexedBlock: number
  try {
    indexedBlock = await indexer.caughtUp()
  } finally {
    await indexer.stop()
  }
  const [tokens] = await db.query<{ count: number }>('select count(*)::integer as count from tokens')
  if ((tokens?.count ?? 0) < 3)
    throw new BenchError('The indexer did not record the demo tokens; the fixture would not be realistic.')
  const indexDone = performance.now()

  const blocks = await readHeaders(chain, firstSeeded, seededBlocks)
  const seeded = await seedSafeHistory(db, {
    chainId: devnet.chainId,
    safe,
    owners,
    tokens: { usdc: demo.tokens.usdc, dai: demo.tokens.dai, nft: demo.nft },
    multiSendCallOnly: canonicalAddresses.multiSendCallOnly,
    firstNonce: BigInt(real.length),
    executions: seededCount,
    blocks,
    executionsPerBlock: EXECUTIONS_PER_BLOCK,
    depositor: getAddress(devnet.accounts[3]!.address),
    recipients,
  })
  const seedDone = performance.now()
  return {
    safe,
    realExecutions: real.length,
    seeded,
    indexedBlock,
    seconds: {
      chain: (chainDone - started) / 1000,
      index: (indexDone - chainDone) / 1000,
      seed: (seedDone - indexDone) / 1000,
    },
  }
}

/** Headers of `count` blocks from `first`, read in JSON-RPC batches. */
async function readHeaders(chain: ChainConfig, first: number, count: number): Promise<SeedBlock[]> {
  const client = createChainClient(chain)
  const blocks: SeedBlock[] = []
  for (let start = 0; start < count; start += HEADER_SLICE) {
    const numbers = Array.from({ length: Math.min(HEADER_SLICE, count - start) }, (_, index) => first + start + index)
    const headers = await Promise.all(numbers.map((number) => client.getBlock({ blockNumber: BigInt(number) })))
    for (const header of headers)
      blocks.push({
        number: Number(header.number),
        hash: header.hash,
        parentHash: header.parentHash,
        timestamp: new Date(Number(header.timestamp) * 1000),
      })
  }
  return blocks
}
