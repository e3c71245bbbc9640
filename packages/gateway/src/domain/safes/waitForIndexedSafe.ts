import type { Address } from 'viem'
import type { ChainRuntime } from '../../chain-runtime/ChainRuntime'
import type { Db } from '../../db/Db'
import { readCheckpoint } from '../../indexer/progress/chainCheckpoint'
import { loadIndexedSafeState } from './loadIndexedSafeState'
import type { SafeState } from './SafeState'

/** Longest a read waits for the index to reach the head (a few polling intervals of a healthy indexer). */
const MIN_WAIT_MS = 3_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The indexed state of a Safe that exists on chain but not (yet) in the index, once the index has caught up with the
 * head block of now: a Safe created through a factory a moment ago is then indexed, and every list (owners' Safes
 * included) shows it as SafeInfo does. Waits at most a few polling intervals, in any process (the indexing one waits on
 * its indexer, the others watch the checkpoint); null when the Safe is still not indexed then (a Safe no factory
 * announced, which only addSafe indexes, or an index that is behind).
 */
export async function waitForIndexedSafe({
  chain,
  db,
  address,
}: {
  chain: ChainRuntime
  db: Db
  address: Address
}): Promise<SafeState | null> {
  const chainId = chain.config.chainId
  const polling = chain.config.indexer.pollingIntervalMs
  const deadline = Date.now() + Math.max(MIN_WAIT_MS, 4 * polling)
  const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
  const indexer = chain.indexer
  if (indexer) {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      indexer.waitForBlock(head).catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, deadline - Date.now())
      }),
    ]).finally(() => clearTimeout(timer))
  } else {
    while (Date.now() < deadline && ((await readCheckpoint(db, chainId)) ?? 0) <= head)
      await sleep(Math.min(polling, 250))
  }
  return loadIndexedSafeState(db, chainId, address)
}
