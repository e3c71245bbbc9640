import { startDevnet } from '@strongroom/devnet'
import { createRandom } from '../activity/createRandom'
import { SafeActivity } from '../activity/SafeActivity'
import { BenchArgs } from '../BenchArgs'
import { BenchDatabase } from '../BenchDatabase'
import { formatNumber } from '../formatNumber'
import { formatTable } from '../formatTable'
import { type ChildMemory, GatewayProcess } from '../GatewayProcess'
import { slope } from './slope'

/** Safe traffic (1–3 transactions) every this many blocks. */
const ACTIVITY_EVERY = 3
/** The indexer's head polling once caught up: shorter than a deployment's 250–1000 ms, so an hour of blocks fits. */
const POLLING_MS = 25
const MB = 1024 * 1024

type Sample = { block: number; seconds: number; memory: ChildMemory }

/**
 * `npm run bench -- gateway-follow [--quick] [--blocks=N] [--sample-every=N]`: the gateway (HTTP + indexer) in a child
 * process started with --expose-gc follows a devnet that mines an hour of 1-second blocks with Safe traffic every few
 * blocks, each block mined as soon as the previous one is indexed. Every few hundred blocks the child runs a full GC
 * and reports process.memoryUsage(); the bench prints the series and its slope. It prints figures; it never fails on
 * them.
 */
export async function gatewayFollow(argv: readonly string[]): Promise<void> {
  const args = new BenchArgs(argv)
  const quick = args.flag('quick')
  const blocks = args.number('blocks', quick ? 600 : 3_600)
  const every = args.number('sample-every', quick ? 100 : 300)

  console.log(`\ngateway-follow${quick ? ' (quick)' : ''}: following ${formatNumber(blocks)} blocks…`)
  const devnet = await startDevnet()
  const database = await BenchDatabase.open()
  let gateway: GatewayProcess | null = null
  let activity: SafeActivity | null = null
  try {
    activity = await SafeActivity.setup(devnet, { safes: 4, seed: 11 })
    // 1 block = 1 simulated second: the hour of blocks is an hour of chain time.
    await devnet.testClient.setBlockTimestampInterval({ interval: 1 })
    const handedOver = await database.handOver({ onDisk: true })
    const label = 'databaseUrl' in handedOver ? database.label : 'PGlite (data directory on disk)'
    gateway = await GatewayProcess.start({
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      database: handedOver,
      pollingIntervalMs: POLLING_MS,
    })
    let head = Number(await devnet.publicClient.getBlockNumber())
    await gateway.waitForBlock(head)
    const random = createRandom(12)
    const samples: Sample[] = [{ block: 0, seconds: 0, memory: await gateway.memory() }]
    const started = performance.now()
    let transactions = 0
    for (let mined = 1; mined <= blocks; mined++) {
      if (mined % ACTIVITY_EVERY === 0) {
        const actions = 1 + Math.floor(random() * 3)
        await activity.queue(actions)
        transactions += actions
      }
      await devnet.mine(1)
      activity.mined()
      head++
      await gateway.waitForBlock(head)
      if (mined % every === 0 || mined === blocks)
        samples.push({ block: mined, seconds: (performance.now() - started) / 1000, memory: await gateway.memory() })
    }
    await activity.verify()
    print({ samples, blocks, transactions, label, pid: gateway.pid })
  } finally {
    await gateway?.stop()
    await activity?.stop().catch(() => undefined)
    await database.close()
    await devnet.stop()
  }
}

function print({
  samples,
  blocks,
  transactions,
  label,
  pid,
}: {
  samples: Sample[]
  blocks: number
  transactions: number
  label: string
  pid: number | undefined
}): void {
  const last = samples[samples.length - 1]!
  console.log(
    `\ngateway-follow: ${formatNumber(blocks)} blocks (1 s apart on chain) with ${formatNumber(transactions)} Safe ` +
      `transactions, followed in ${last.seconds.toFixed(0)} s (${formatNumber(blocks / last.seconds, 1)} blocks/s, ` +
      `each mined once the previous one was indexed); gateway child ${pid ?? '?'} on ${label}, polling every ` +
      `${POLLING_MS} ms; memory after a full GC`,
  )
  const mb = (bytes: number) => (bytes / MB).toFixed(1)
  console.log(
    formatTable(
      ['block', 'elapsed s', 'heapUsed MB', 'heapTotal MB', 'external MB', 'rss MB'],
      samples.map(({ block, seconds, memory }) => [
        formatNumber(block),
        seconds.toFixed(0),
        mb(memory.heapUsed),
        mb(memory.heapTotal),
        mb(memory.external),
        mb(memory.rss),
      ]),
    ),
  )
  // The first sample is taken before following starts (caches and JIT still cold); the slope starts at the second.
  const steady = samples.slice(1)
  const perThousand = (pick: (memory: ChildMemory) => number) =>
    slope(steady.map((sample) => ({ x: sample.block / 1000, y: pick(sample.memory) / MB })))
  const describe = (name: string, pick: (memory: ChildMemory) => number) => {
    const value = perThousand(pick)
    return `${name} ${value >= 0 ? '+' : ''}${value.toFixed(2)} MB`
  }
  console.log(
    `\nslope per 1,000 blocks (least squares from block ${formatNumber(steady[0]?.block ?? 0)}): ` +
      `${describe('heapUsed', (memory) => memory.heapUsed)}, ${describe('external', (memory) => memory.external)}, ` +
      `${describe('rss', (memory) => memory.rss)}`,
  )
  console.log('target (issue 3): memory flat while following the chain for an hour of blocks (slope ≈ 0)')
  console.log(
    "  heapUsed is the JavaScript heap, where a leak in the gateway shows; external includes PGlite's WASM memory" +
      ' (embedded database in this process); rss is everything and moves with the allocator and the page cache.',
  )
}
