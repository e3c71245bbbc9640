import { type ChainConfig, createLogger, type Db } from '@strongroom/gateway'
import { ChainIndexer, createChainClient, type RangeIndexed } from '@strongroom/gateway/testing'
import { BenchError } from '../BenchError'
import { timeStatements } from './timeStatements'

/** One catch-up, timed. */
export type CatchUp = {
  seconds: number
  /** Every range the indexer committed, in order (the raw getLogs replay reuses them). */
  ranges: RangeIndexed[]
  /** Wall time spent inside database statements (the part no indexer code can avoid: storing the rows). */
  statementSeconds: number
}

const TIMEOUT_MS = 10 * 60_000

/**
 * Runs the gateway's ChainIndexer from its start block to `head` on `db` (fresh, migrated) and times it: start-up
 * (chain id check, checkpoint) included, database opening excluded.
 * @throws {BenchError} when it has not caught up after 10 minutes (with its last error).
 */
export async function timeCatchUp({ chain, db, head }: { chain: ChainConfig; db: Db; head: number }): Promise<CatchUp> {
  const ranges: RangeIndexed[] = []
  const statements = { ms: 0 }
  const indexer = new ChainIndexer({
    chain,
    client: createChainClient(chain),
    db: timeStatements(db, statements),
    logger: createLogger('warn', { chainId: chain.chainId }),
    onRangeIndexed: (range) => ranges.push(range),
  })
  let timer: NodeJS.Timeout | undefined
  const started = performance.now()
  indexer.start()
  try {
    await Promise.race([
      indexer.waitForBlock(head),
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new BenchError('The indexer did not catch up in time.', {
                details: { head, status: indexer.status() },
              }),
            ),
          TIMEOUT_MS,
        )
      }),
    ])
    return { seconds: (performance.now() - started) / 1000, ranges, statementSeconds: statements.ms / 1000 }
  } finally {
    clearTimeout(timer)
    await indexer.stop()
  }
}
