import { gatewayCatchup } from './gateway/catchup/gatewayCatchup'
import { gatewayFollow } from './gateway/follow/gatewayFollow'
import { gatewayReads } from './gateway/reads/gatewayReads'
import { watchAdd } from './gateway/watch/watchAdd'
import { watchBackfill } from './gateway/watch/watchBackfill'
import { watchFollow } from './gateway/watch/watchFollow'
import { landing } from './landing'
import { lighthouseBench } from './lighthouse'
import { realtimeLatency } from './realtime/realtimeLatency'
import { historyScroll } from './transactions/historyScroll'
import { queueLatency } from './transactions/queueLatency'

type Bench = { describe: string; run(argv: readonly string[]): Promise<void> }

/** A bench that runs `benches` one after the other with the same options. */
function inTurn(names: string, benches: Bench['run'][]): Bench {
  return {
    describe: `${names} in turn (same options)`,
    run: async (argv) => {
      for (const bench of benches) await bench(argv)
    },
  }
}

/** Named benches: `npm run bench -- <name> [options]`. */
const BENCHES: Record<string, Bench> = {
  landing: {
    describe: 'landing page JavaScript (KB gzip over the wire) and load time in Chromium; --no-build reuses dist/',
    run: landing,
  },
  lighthouse: {
    describe:
      'Lighthouse performance, accessibility and best practices of the landing page and a dashboard, mobile and desktop (--runs=3)',
    run: lighthouseBench,
  },
  'gateway-reads': {
    describe:
      'gateway history/queued/safe-info req/s and p50/p99 for a 10,000-transaction Safe vs a bare node:http server',
    run: gatewayReads,
  },
  'gateway-catchup': {
    describe: 'indexer catch-up over ~5,000 blocks of Safe traffic vs the same eth_getLogs calls alone',
    run: gatewayCatchup,
  },
  'gateway-follow': {
    describe: 'gateway memory (after GC) while it follows an hour of 1-second blocks with Safe traffic',
    run: gatewayFollow,
  },
  gateway: inTurn('gateway-reads, gateway-catchup and gateway-follow', [gatewayReads, gatewayCatchup, gatewayFollow]),
  'watch-add': {
    describe:
      'watch mode: add an existing Safe → SafeInfo answered, p50/p95 through a rationed provider with 50 ms latency',
    run: watchAdd,
  },
  'watch-backfill': {
    describe:
      'watch mode: complete history of 20 Safes over ≥ 100 windows behind a rationed provider vs a bare script (--full: 50,000 blocks)',
    run: watchBackfill,
  },
  'watch-follow': {
    describe:
      'watch mode: per-block cost of following 1,000 watched Safes, then with 10× more unrelated Safes on the chain',
    run: watchFollow,
  },
  watch: inTurn('watch-add, watch-backfill and watch-follow', [watchAdd, watchBackfill, watchFollow]),
  realtime: {
    describe:
      'live updates: propose POST → SSE event at a second client (p50/p95, 200) and execution mined → event (50)',
    run: realtimeLatency,
  },
  'queue-live': {
    describe:
      "web: proposal POST → row on a co-owner's open queue screen in Chromium (p50/p95, 50); --no-build reuses dist/",
    run: queueLatency,
  },
  'history-scroll': {
    describe:
      'web: 10,000-transaction history in Chromium: History tab → first row, cold load, scroll to the end (rows in DOM)',
    run: historyScroll,
  },
}

const [name, ...rest] = process.argv.slice(2)
const bench = name ? BENCHES[name] : undefined
if (!bench) {
  console.log('usage: npm run bench -- <name> [options]\n')
  for (const [key, entry] of Object.entries(BENCHES)) console.log(`  ${key.padEnd(16)} ${entry.describe}`)
  process.exitCode = name ? 1 : 0
} else {
  await bench.run(rest)
}
