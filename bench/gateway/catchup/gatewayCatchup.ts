import { startDevnet } from '@strongroom/devnet'
import { type Database, openDb } from '@strongroom/gateway'
import type { Address } from 'viem'
import { migratedTemplate, openTestDb } from '../../../packages/gateway/src/testing/openTestDb'
import { testConfig } from '../../../packages/gateway/src/testing/testChainConfig'
import { median } from '../../median'
import { BenchArgs } from '../BenchArgs'
import { formatNumber } from '../formatNumber'
import { formatTable } from '../formatTable'
import { generateSafeChain } from './generateSafeChain'
import { type GetLogsReplay, replayGetLogs } from './replayGetLogs'
import { type CatchUp, timeCatchUp } from './timeCatchUp'

/** Target from issue 3: catch-up within 1.5x the time of its raw eth_getLogs calls. */
const RATIO_TARGET = 1.5
const REPLAYS = 3
const SAFES = 6

type Run = { label: string; catchUp: CatchUp; raw: GetLogsReplay; replays: number[] }

/**
 * `npm run bench -- gateway-catchup [--quick] [--blocks=N]`: mines ~5,000 blocks of Safe traffic on a devnet, times
 * the indexer's catch-up from block 0 on a fresh in-memory PGlite (and on a fresh Postgres database when DATABASE_URL
 * is set), then replays only the eth_getLogs calls of the very same ranges against the same anvil, and prints both,
 * blocks/s, events/s and the ratio. It prints figures; it never fails on them.
 */
export async function gatewayCatchup(argv: readonly string[]): Promise<void> {
  const args = new BenchArgs(argv)
  const quick = args.flag('quick')
  const blocks = args.number('blocks', quick ? 1_000 : 5_000)

  console.log(`\ngateway-catchup${quick ? ' (quick)' : ''}: mining ${formatNumber(blocks)} blocks of Safe traffic…`)
  const devnet = await startDevnet()
  try {
    const chain = await generateSafeChain(devnet, { blocks, safes: SAFES })
    const { counts } = chain
    console.log(
      `  ${SAFES} Safes, ${formatNumber(chain.transactions)} transactions in ${formatNumber(chain.activeBlocks)} of ` +
        `${formatNumber(chain.head)} blocks (${chain.seconds.toFixed(1)} s): ${counts.deposits} ether deposits, ` +
        `${counts.tokensIn} ERC-20 in, ${counts.nftsIn} NFT mints in; executions: ${counts.etherOut} ether out, ` +
        `${counts.tokensOut} ERC-20 out, ${counts.nftsOut} NFTs out, ${counts.calls} contract calls`,
    )
    const config = testConfig(devnet).chains[0]!
    // One untimed pass so anvil has served these blocks once before anything is timed.
    await replayGetLogs({
      chain: config,
      ranges: [{ from: 0, to: chain.head }],
      safes: chain.safes.map((address) => ({ address, block: 0 })),
    })

    const databases: { label: string; open(): Promise<{ db: Database; dispose(): Promise<void> }> }[] = [
      {
        label: 'PGlite (in memory)',
        open: async () => {
          const db = await openDb({ memory: true, template: await migratedTemplate() })
          return { db, dispose: () => db.close() }
        },
      },
    ]
    const databaseUrl = process.env.DATABASE_URL
    if (databaseUrl) databases.push({ label: 'Postgres (DATABASE_URL)', open: () => openTestDb({ databaseUrl }) })

    const runs: Run[] = []
    for (const database of databases) {
      console.log(`  indexing from block 0 on ${database.label}…`)
      const { db, dispose } = await database.open()
      let catchUp: CatchUp
      let safes: { address: Address; block: number }[]
      try {
        catchUp = await timeCatchUp({ chain: config, db, head: chain.head })
        safes = (
          await db.query<{ address: Address; block: number }>(
            'select address, creation_block_number as block from safes where chain_id = $1',
            [config.chainId],
          )
        ).map((row) => ({ address: row.address, block: row.block }))
      } finally {
        await dispose()
      }
      const replays: GetLogsReplay[] = []
      for (let replay = 0; replay < REPLAYS; replay++)
        replays.push(await replayGetLogs({ chain: config, ranges: catchUp.ranges, safes }))
      const seconds = replays.map((replay) => replay.seconds)
      const raw = replays.find((replay) => replay.seconds === median(seconds)) ?? replays[0]!
      runs.push({ label: database.label, catchUp, raw, replays: seconds })
    }
    print(chain.head, runs)
  } finally {
    await devnet.stop()
  }
}

function print(head: number, runs: Run[]): void {
  const blocks = head + 1
  console.log(`\ngateway-catchup: blocks 0–${formatNumber(head)}, indexer vs its own eth_getLogs calls, same anvil`)
  const rows: string[][] = []
  for (const { label, catchUp, raw } of runs) {
    const events = catchUp.ranges.reduce((sum, range) => sum + range.events + range.transfers, 0)
    const ratio = catchUp.seconds / raw.seconds
    rows.push([
      `raw eth_getLogs, same ranges (median of ${REPLAYS})`,
      raw.seconds.toFixed(2),
      formatNumber(blocks / raw.seconds),
      formatNumber(raw.logs / raw.seconds),
      `${formatNumber(raw.calls)} calls, ${formatNumber(raw.logs)} logs`,
      '1.00x',
    ])
    rows.push([
      `indexer, ${label}`,
      catchUp.seconds.toFixed(2),
      formatNumber(blocks / catchUp.seconds),
      formatNumber(events / catchUp.seconds),
      `${catchUp.ranges.length} ranges, ${formatNumber(events)} events+transfers`,
      `${ratio.toFixed(2)}x${ratio <= RATIO_TARGET ? '' : ' (above)'}`,
    ])
  }
  console.log(formatTable(['', 'seconds', 'blocks/s', 'events/s', 'work', 'vs raw'], rows))
  console.log(`\ntarget (issue 3): catch-up within ${RATIO_TARGET}x the raw eth_getLogs time`)
  for (const { label, catchUp, replays, raw } of runs) {
    const fetchS = catchUp.ranges.reduce((sum, range) => sum + range.fetchMs, 0) / 1000
    const writeS = catchUp.ranges.reduce((sum, range) => sum + range.writeMs, 0) / 1000
    const sizes = catchUp.ranges.map((range) => range.to - range.from + 1)
    console.log(
      `  ${label}: waiting for the chain ${fetchS.toFixed(2)} s (logs, range-edge headers, creation txs, token ` +
        `metadata; the next range is read while one is written), writing ${writeS.toFixed(2)} s, of which ` +
        `database statements ${catchUp.statementSeconds.toFixed(2)} s = ` +
        `${(catchUp.statementSeconds / raw.seconds).toFixed(1)}x the raw getLogs time on their own; range sizes ` +
        `${sizes.map((size) => formatNumber(size)).join(', ')}; raw replays ` +
        `${replays.map((seconds) => seconds.toFixed(2)).join(' / ')} s`,
    )
  }
}
