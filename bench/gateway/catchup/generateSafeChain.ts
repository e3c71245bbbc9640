import type { Devnet } from '@strongroom/devnet'
import type { Address } from 'viem'
import { createRandom } from '../activity/createRandom'
import { type ActivityCounts, SafeActivity } from '../activity/SafeActivity'

/** The chain a catch-up bench indexes. */
export type SafeChain = {
  safes: Address[]
  counts: ActivityCounts
  transactions: number
  /** Blocks holding Safe traffic; the others are empty. */
  activeBlocks: number
  head: number
  seconds: number
}

/** Share of steps that mine a block with traffic; the others mine 1–6 empty blocks. */
const ACTIVE_SHARE = 0.4
const MAX_ACTIONS = 8
const MAX_GAP = 6

/**
 * Mines a chain of about `blocks` blocks of Safe traffic (SafeActivity: deposits, ERC-20 and ERC-721 transfers in
 * and out, multisig executions), several transactions per active block with empty blocks between, with automine off
 * and one `anvil_mine` per step so thousands of blocks take seconds, not minutes.
 * @throws {BenchError} (from SafeActivity.verify) when an execution reverted.
 */
export async function generateSafeChain(
  devnet: Devnet,
  { blocks, safes, seed = 7 }: { blocks: number; safes: number; seed?: number },
): Promise<SafeChain> {
  const started = performance.now()
  const activity = await SafeActivity.setup(devnet, { safes, seed })
  const random = createRandom(seed + 1)
  let head = Number(await devnet.publicClient.getBlockNumber())
  let activeBlocks = 0
  let transactions = 0
  try {
    while (head < blocks) {
      if (random() < ACTIVE_SHARE) {
        const actions = 1 + Math.floor(random() * MAX_ACTIONS)
        await activity.queue(actions)
        await devnet.mine(1)
        activity.mined()
        transactions += actions
        activeBlocks++
        head++
      } else {
        const gap = Math.min(blocks - head, 1 + Math.floor(random() * MAX_GAP))
        await devnet.mine(gap)
        head += gap
      }
    }
    await activity.verify()
  } finally {
    await activity.stop()
  }
  return {
    safes: activity.addresses,
    counts: activity.counts,
    transactions,
    activeBlocks,
    head: Number(await devnet.publicClient.getBlockNumber()),
    seconds: (performance.now() - started) / 1000,
  }
}
