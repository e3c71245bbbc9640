import { startDevnet } from '@strongroom/devnet'
import { type ChainConfig, type Database, openDb } from '@strongroom/gateway'
import { migratedTemplate, openTestDb, testConfig } from '@strongroom/gateway/testing'
import type { Address } from 'viem'
import { median } from '../../median'
import { BenchArgs } from '../BenchArgs'
import { formatNumber } from '../formatNumber'
import { formatTable } from '../formatTable'
import { generateSafeChain } from './generateSafeChain'
import { type GetLogsReplay, replayGetLogs } from './replayGetLogs'
import { startLatencyProxy } from './startLatencyProxy'
import { type BulkInsert, timeBulkInsert } from './timeBulkInsert'
import { type CatchUp, timeCatchUp } from './timeCatchUp'

/** Target from issue 3: catch-up within 1.5x the time of its raw eth_getLogs calls. */
const RATIO_TARGET = 1.5
/** Issue 11: the same with a realistic round trip added to every RPC request (a remote node), both sides alike. */
const LATENCY_RATIO_TARGET = 1.2
const RPC_LATENCY_MS = 30
/** Issue 11: against getLogs plus one bare bulk insert of the same rows into the same database. */
const BASELINE_RATIO_TARGET = 2
const REPLAYS = 3
const SAFES = 6

type Measurement = { catchUp: CatchUp; raw: GetLogsReplay; replays: number[]; insert: BulkInsert | undefined }
type Run = { label: string; local: Measurement; remote: Measurement }

/**
 * `npm run bench -- gateway-catchup [--quick] [--blocks=N]`: mines ~5,000 blocks of Safe traffic on a devnet, times
 * the indexer's catch-up from block 0 on a fresh in-memory PGlite (and on a fresh Postgres database when DATABASE_URL
 * is set), then replays only the eth_getLogs calls of the very same ranges against the same anvil, and prints both,
 * blocks/s, events/s and the ratio. Two more figures describe the limit honestly: the same catch-up and replay with
 * 30 ms added to every RPC request (a latency proxy, as a remote node would be), and the catch-up against a baseline
 * of the raw getLogs time plus one bare bulk insert of the same rows into the same database. It prints figures; it
 * never fails on them.
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

    const databases: OpenDatabase[] = [
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

    const proxy = await startLatencyProxy({ target: config.rpcUrl, delayMs: RPC_LATENCY_MS })
    const remote = { ...config, rpcUrl: proxy.url }
    const runs: Run[] = []
    try {
      for (const database of databases) {
        console.log(`  indexing from block 0 on ${database.label}…`)
        const local = await measure(database, config, chain.head, { bulkInsert: true })
        console.log(`  indexing from block 0 on ${database.label}, ${RPC_LATENCY_MS} ms added to every RPC request…`)
        const slow = await measure(database, remote, chain.head, { bulkInsert: false })
        runs.push({ label: database.label, local, remote: slow })
      }
    } finally {
      await proxy.close()
    }
    print(chain.head, runs)
  } finally {
    await devnet.stop()
  }
}

type OpenDatabase = { label: string; open(): Promise<{ db: Database; dispose(): Promise<void> }> }

/** One catch-up on a fresh database through `chain`'s RPC URL, its raw getLogs replays, and (optionally) the bulk-insert baseline. */
async function measure(
  database: OpenDatabase,
  chain: ChainConfig,
  head: number,
  { bulkInsert }: { bulkInsert: boolean },
): Promise<Measurement> {
  const { db, dispose } = await database.open()
  let catchUp: CatchUp
  let safes: { address: Address; block: number }[]
  let insert: BulkInsert | undefined
  try {
    catchUp = await timeCatchUp({ chain, db, head })
    safes = (
      await db.query<{ address: Address; block: number }>(
        'select address, creation_block_number as block from safes where chain_id = $1',
        [chain.chainId],
      )
    ).map((row) => ({ address: row.address, block: row.block }))
    if (bulkInsert) insert = await timeBulkInsert(db)
  } finally {
    await dispose()
  }
  const replays: GetLogsReplay[] = []
  for (let replay = 0; replay < REPLAYS; replay++)
    replays.push(await replayGetLogs({ chain, ranges: catchUp.ranges, safes }))
  const seconds = replays.map((replay) => replay.seconds)
  const raw = replays.find((replay) => replay.seconds === median(seconds)) ?? replays[0]!
  return { catchUp, raw, replays: seconds, insert }
}

function print(head: number, runs: Run[]): void {
  const blocks = head + 1
  console.log(`\ngateway-catchup: blocks 0–${formatNumber(head)}, indexer vs its own eth_getLogs calls, same anvil`)
  const rows: string[][] = []
  const ratioCell = (ratio: number, target: number) => `${ratio.toFixed(2)}x${ratio <= target ? '' : ' (above)'}`
  for (const { label, local, remote } of runs) {
    const events = local.catchUp.ranges.reduce((sum, range) => sum + range.events + range.transfers, 0)
    const raw = (measurement: Measurement, what: string) => [
      `raw eth_getLogs, same ranges${what} (median of ${REPLAYS})`,
      measurement.raw.seconds.toFixed(2),
      formatNumber(blocks / measurement.raw.seconds),
      formatNumber(measurement.raw.logs / measurement.raw.seconds),
      `${formatNumber(measurement.raw.calls)} calls, ${formatNumber(measurement.raw.logs)} logs`,
      '1.00x',
    ]
    const indexer = (measurement: Measurement, what: string, target: number) => [
      `indexer, ${label}${what}`,
      measurement.catchUp.seconds.toFixed(2),
      formatNumber(blocks / measurement.catchUp.seconds),
      formatNumber(events / measurement.catchUp.seconds),
      `${measurement.catchUp.ranges.length} ranges, ${formatNumber(events)} events+transfers`,
      ratioCell(measurement.catchUp.seconds / measurement.raw.seconds, target),
    ]
    rows.push(raw(local, ''), indexer(local, '', RATIO_TARGET))
    const insert = local.insert
    if (insert) {
      const baseline = local.raw.seconds + insert.seconds
      rows.push(
        [
          `baseline: raw eth_getLogs + one bare bulk insert of the same ${formatNumber(insert.rows)} rows`,
          baseline.toFixed(2),
          formatNumber(blocks / baseline),
          formatNumber(events / baseline),
          `getLogs ${local.raw.seconds.toFixed(2)} s + insert ${insert.seconds.toFixed(2)} s`,
          '1.00x',
        ],
        [
          `indexer, ${label}, vs that baseline`,
          local.catchUp.seconds.toFixed(2),
          '',
          '',
          '',
          ratioCell(local.catchUp.seconds / baseline, BASELINE_RATIO_TARGET),
        ],
      )
    }
    const latency = `, +${RPC_LATENCY_MS} ms per RPC request`
    rows.push(raw(remote, latency), indexer(remote, latency, LATENCY_RATIO_TARGET))
  }
  console.log(formatTable(['', 'seconds', 'blocks/s', 'events/s', 'work', 'ratio'], rows))
  console.log(
    `\ntargets: catch-up within ${RATIO_TARGET}x the raw eth_getLogs time against the local anvil (issue 3); within ` +
      `${LATENCY_RATIO_TARGET}x when every RPC request takes ${RPC_LATENCY_MS} ms more, both sides alike (issue 11); ` +
      `within ${BASELINE_RATIO_TARGET}x of getLogs plus one bare bulk insert of the same rows into the same database ` +
      `(issue 11)`,
  )
  for (const { label, local, remote } of runs) {
    for (const [what, measurement] of [
      ['local', local],
      [`+${RPC_LATENCY_MS} ms`, remote],
    ] as const) {
      const { catchUp, replays, raw } = measurement
      const fetchS = catchUp.ranges.reduce((sum, range) => sum + range.fetchMs, 0) / 1000
      const writeS = catchUp.ranges.reduce((sum, range) => sum + range.writeMs, 0) / 1000
      const sizes = catchUp.ranges.map((range) => range.to - range.from + 1)
      console.log(
        `  ${label}, ${what}: waiting for the chain ${fetchS.toFixed(2)} s (logs, range-edge headers, creation txs, ` +
          `token metadata; the next range is read while one is written), writing ${writeS.toFixed(2)} s, of which ` +
          `database statements ${catchUp.statementSeconds.toFixed(2)} s = ` +
          `${(catchUp.statementSeconds / raw.seconds).toFixed(1)}x the raw getLogs time on their own; range sizes ` +
          `${sizes.map((size) => formatNumber(size)).join(', ')}; raw replays ` +
          `${replays.map((seconds) => seconds.toFixed(2)).join(' / ')} s`,
      )
    }
  }
}
