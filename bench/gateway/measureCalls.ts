import type { LoadResult } from './measureLoad'
import { percentile } from './percentile'

/**
 * Closed-loop load on an async function in this process: `concurrency` loops calling `call` back to back for
 * `durationMs` after a warm-up; latency per call. Used for floors the HTTP figures are read against (the RPC calls a
 * request makes).
 */
export async function measureCalls(
  call: () => Promise<unknown>,
  { concurrency, durationMs, warmupMs }: { concurrency: number; durationMs: number; warmupMs: number },
): Promise<LoadResult> {
  const run = async (ms: number) => {
    const latencies: number[] = []
    const started = performance.now()
    const deadline = started + ms
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const sent = performance.now()
          await call()
          latencies.push(performance.now() - sent)
        }
      }),
    )
    return { latencies, seconds: (performance.now() - started) / 1000 }
  }
  if (warmupMs > 0) await run(warmupMs)
  const { latencies, seconds } = await run(durationMs)
  return {
    connections: concurrency,
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: 0,
  }
}
