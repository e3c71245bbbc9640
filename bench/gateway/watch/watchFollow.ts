import { type Devnet, startDevnet } from '@strongroom/devnet'
import { testConfig } from '@strongroom/gateway/testing'
import { type Address, parseEther } from 'viem'
import { median } from '../../median'
import { createRandom } from '../activity/createRandom'
import { BenchArgs } from '../BenchArgs'
import { BenchError } from '../BenchError'
import { timeCatchUp } from '../catchup/timeCatchUp'
import { formatNumber } from '../formatNumber'
import { formatTable } from '../formatTable'
import { createManySafes } from './createManySafes'
import { parseRationing, WatchedGateway } from './WatchedGateway'

/** Unrelated Safes per watched one in the second phase (issue 19: 10× more). */
const UNRELATED_FACTOR = 10
/** The indexer's head polling: short, so a block's cost is not mostly waiting for the next poll. */
const POLLING_MS = 25
/** A deposit runs the Safe's receive() (SafeReceived), which needs more than 21,000 gas. */
const DEPOSIT_GAS = 100_000n
const WATCHED_SENDER = 5
const UNRELATED_SENDER = 6

type Phase = {
  label: string
  safesOnChain: number
  ms: number[]
  cpuMs: number[]
  calls: number[]
  getLogs: number[]
}

/**
 * `npm run bench -- watch-follow [--watched=N] [--blocks=N] [--traffic=N]`: a watch-mode gateway follows 1,000 Safes
 * (found once by an `all`-mode catch-up of the chain, then followed in watch mode) while blocks are mined one by one, each with `traffic`
 * deposits to watched Safes. Then 10× as many unrelated Safes are created, and the same is measured again with 10×
 * the traffic going to them besides. Per block: wall time from the block's mining to its indexing, the gateway child's CPU time, the
 * JSON-RPC calls and eth_getLogs it sent (counted by the rationed proxy, here with no latency and no limits).
 * Prints medians per phase; it never fails on them.
 */
export async function watchFollow(argv: readonly string[]): Promise<void> {
  const args = new BenchArgs(argv)
  const watchedCount = args.number('watched', 1_000)
  const blocks = args.number('blocks', 60)
  const traffic = args.number('traffic', 4)
  const rationing = {
    ...parseRationing(args, { cap: 10_000, requestsPerSecond: 0 }),
    latencyMs: args.number('latency', 0),
  }

  console.log(
    `\nwatch-follow: ${formatNumber(watchedCount)} watched Safes, then ${formatNumber(watchedCount * UNRELATED_FACTOR)} ` +
      `unrelated ones; ${blocks} blocks each`,
  )
  const devnet = await startDevnet()
  let watched: WatchedGateway | null = null
  try {
    let started = performance.now()
    const followed = await createManySafes(devnet, { count: watchedCount, owner: 1, firstSaltNonce: 0n })
    console.log(`  ${formatNumber(followed.length)} Safes created in ${seconds(started)} s`)
    // The followed Safes are found by indexing the chain once in `all` mode (every Safe on it is one of them); the
    // watch-mode gateway then follows the Safes its database holds. Adding them one by one would backfill each.
    const head = Number(await devnet.publicClient.getBlockNumber())
    started = performance.now()
    watched = await WatchedGateway.start({
      upstream: devnet.rpcUrl,
      chainId: devnet.chainId,
      rationing,
      indexer: { pollingIntervalMs: POLLING_MS },
      seed: async (db) => {
        await timeCatchUp({ chain: testConfig(devnet).chains[0]!, db, head })
      },
    })
    await watched.gateway.waitForBlock(head)
    const held = await watched.gateway.historyComplete(followed)
    if (held.length !== followed.length)
      throw new BenchError('The gateway does not hold every Safe to follow.', {
        details: { held: held.length, expected: followed.length },
      })
    console.log(
      `  the gateway follows them (indexed once in all mode, then started in watch mode: ${seconds(started)} s)`,
    )
    const random = createRandom(19)
    const traffic_ = new Traffic(devnet)
    const phases: Phase[] = []
    phases.push(
      await measure(devnet, watched, {
        label: `${formatNumber(followed.length)} Safes on the chain, all watched`,
        safesOnChain: followed.length,
        blocks,
        deposits: () => traffic_.deposits(WATCHED_SENDER, pick(followed, traffic, random)),
      }),
    )
    started = performance.now()
    const unrelated = await createManySafes(devnet, {
      count: watchedCount * UNRELATED_FACTOR,
      owner: 2,
      firstSaltNonce: 0n,
    })
    console.log(`  ${formatNumber(unrelated.length)} unrelated Safes created in ${seconds(started)} s`)
    await watched.gateway.waitForBlock(Number(await devnet.publicClient.getBlockNumber()))
    phases.push(
      await measure(devnet, watched, {
        label: `${formatNumber(followed.length + unrelated.length)} Safes on the chain, ${formatNumber(followed.length)} watched`,
        safesOnChain: followed.length + unrelated.length,
        blocks,
        deposits: async () => {
          await traffic_.deposits(WATCHED_SENDER, pick(followed, traffic, random))
          await traffic_.deposits(UNRELATED_SENDER, pick(unrelated, traffic * UNRELATED_FACTOR, random))
        },
      }),
    )
    print(phases, traffic)
  } finally {
    await watched?.stop()
    await devnet.stop()
  }
}

/** Deposits queued for the next block (automine off), with nonces tracked here so nothing waits for a receipt. */
class Traffic {
  private readonly nonces = new Map<number, number>()

  constructor(private readonly devnet: Devnet) {}

  async deposits(sender: number, safes: readonly Address[]): Promise<void> {
    const wallet = this.devnet.walletClient(sender)
    let nonce =
      this.nonces.get(sender) ??
      (await this.devnet.publicClient.getTransactionCount({ address: wallet.account.address, blockTag: 'pending' }))
    for (const to of safes)
      await wallet.sendTransaction({ to, value: parseEther('0.001'), gas: DEPOSIT_GAS, nonce: nonce++ })
    this.nonces.set(sender, nonce)
  }
}

async function measure(
  devnet: Devnet,
  watched: WatchedGateway,
  phase: { label: string; safesOnChain: number; blocks: number; deposits: () => Promise<void> },
): Promise<Phase> {
  const result: Phase = {
    label: phase.label,
    safesOnChain: phase.safesOnChain,
    ms: [],
    cpuMs: [],
    calls: [],
    getLogs: [],
  }
  await devnet.testClient.setAutomine(false)
  try {
    let head = Number(await devnet.publicClient.getBlockNumber())
    for (let block = 0; block < phase.blocks; block++) {
      await phase.deposits()
      const cpu = await watched.gateway.cpuUsage()
      watched.proxy.resetStats()
      // Timed from the moment the block exists: mining a block of 44 deposits takes anvil longer than one of 4.
      await devnet.mine(1)
      const started = performance.now()
      head++
      await watched.gateway.waitForBlock(head)
      result.ms.push(performance.now() - started)
      const after = await watched.gateway.cpuUsage()
      result.cpuMs.push((after.user - cpu.user + after.system - cpu.system) / 1000)
      const stats = watched.proxy.stats()
      result.calls.push(stats.calls)
      result.getLogs.push(stats.getLogs)
    }
  } finally {
    await devnet.testClient.setAutomine(true)
  }
  return result
}

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  return Array.from({ length: count }, () => items[Math.floor(random() * items.length)]!)
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

function print(phases: Phase[], traffic: number): void {
  console.log(
    `\nwatch-follow: cost per block while following the head in watch mode (medians; ${traffic} deposits to watched ` +
      `Safes per block, 10× that to unrelated Safes in the second phase)`,
  )
  const [first, second] = phases
  console.log(
    formatTable(
      ['', 'ms block mined → indexed', 'gateway CPU ms', 'JSON-RPC calls', 'eth_getLogs'],
      phases.map((phase) => [
        phase.label,
        median(phase.ms).toFixed(1),
        median(phase.cpuMs).toFixed(1),
        median(phase.calls).toFixed(0),
        median(phase.getLogs).toFixed(0),
      ]),
    ),
  )
  if (first && second)
    console.log(
      `\n  target: flat as the chain's Safes grow ${(second.safesOnChain / first.safesOnChain).toFixed(0)}×: ` +
        `wall ${(median(second.ms) / median(first.ms)).toFixed(2)}×, CPU ${(median(second.cpuMs) / median(first.cpuMs)).toFixed(2)}×, ` +
        `eth_getLogs ${(median(second.getLogs) / median(first.getLogs)).toFixed(2)}× (issue 19). Calls include the ` +
        `indexer's head polling every ${POLLING_MS} ms while it waits for the block.`,
    )
}
