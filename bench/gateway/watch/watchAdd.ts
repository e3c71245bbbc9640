import { BenchArgs } from '../BenchArgs'
import { formatNumber } from '../formatNumber'
import { formatTable } from '../formatTable'
import { percentile } from '../percentile'
import { openScenarioChain } from './openScenarioChain'
import { describeRationing, parseRationing, WatchedGateway } from './WatchedGateway'

/** Issue 19: adding an existing Safe answers SafeInfo within a second (p95). */
const P95_TARGET_MS = 1_000

/**
 * `npm run bench -- watch-add [--rounds=N] [--rps=N] [--latency=MS] [--full]`: a team adds the Safes it already has.
 * A fresh watch-mode gateway behind a rationed provider (50 ms latency per request, no rate limit unless --rps) is
 * asked for the SafeInfo of each of the 20 scenario Safes (existing Safes with a history, not yet followed), one
 * after the other while the earlier ones backfill; each answer is timed, in `rounds` rounds on fresh gateways. Prints
 * p50/p95/max; it never fails on them.
 */
export async function watchAdd(argv: readonly string[]): Promise<void> {
  const args = new BenchArgs(argv)
  const full = args.flag('full')
  const blocks = args.number('blocks', full ? 50_000 : 10_000)
  const rounds = args.number('rounds', 3)
  const rationing = parseRationing(args, { cap: Math.max(1, Math.round(blocks / 100)), requestsPerSecond: 0 })

  console.log(
    `\nwatch-add${full ? ' (full)' : ''}: SafeInfo of 20 Safes a gateway does not follow yet, ${rounds} rounds`,
  )
  const chain = await openScenarioChain(blocks)
  const samples: { round: number; index: number; ms: number }[] = []
  try {
    console.log(`  ${describeRationing(rationing)}`)
    for (let round = 1; round <= rounds; round++) {
      const watched = await WatchedGateway.onScenarioChain(chain, rationing)
      try {
        for (const [index, safe] of chain.safes.entries())
          samples.push({ round, index, ms: await watched.safeInfo(safe.address) })
      } finally {
        await watched.stop()
      }
    }
  } finally {
    await chain.stop()
  }
  const all = samples.map((sample) => sample.ms)
  const first = samples.filter((sample) => sample.index === 0).map((sample) => sample.ms)
  const p95 = percentile(all, 95)
  const row = (label: string, values: number[]) => [
    label,
    percentile(values, 50).toFixed(0),
    percentile(values, 95).toFixed(0),
    Math.max(...values).toFixed(0),
    formatNumber(values.length),
  ]
  console.log(`\nwatch-add: SafeInfo of a Safe the gateway does not follow yet, ${describeRationing(rationing)}`)
  console.log(
    formatTable(
      ['', 'p50 ms', 'p95 ms', 'max ms', 'n'],
      [row('every Safe (later ones while earlier ones backfill)', all), row('first Safe of a fresh gateway', first)],
    ),
  )
  console.log(
    `\n  target: p95 ≤ ${formatNumber(P95_TARGET_MS)} ms (issue 19): ${p95 <= P95_TARGET_MS ? 'met' : 'missed'} ` +
      `(${p95.toFixed(0)} ms).`,
  )
}
