import { type LatencyProxy, startLatencyProxy } from '../catchup/startLatencyProxy'

/** anvil's answer for the state of a block it does not hold: a copy loaded from a state file holds only the newest. */
const ANVIL_OUT_OF_RANGE = /"message":"BlockOutOfRangeError: [^"]*"/g
/** geth's answer for state it has pruned, which the gateway takes as "not an archive node". */
const GETH_MISSING_STATE =
  '"message":"missing trie node 0000000000000000000000000000000000000000000000000000000000000000 (path ) state is not available"'

/**
 * A kept chain loaded into anvil answers state reads at old blocks with `BlockOutOfRangeError: block height is N but
 * requested was M` (its history of states is not in the state file), as a pruned geth node answers them with `missing
 * trie node`. The gateway recognizes geth's wording, not anvil's, so this forwards to `target` and words those
 * refusals as geth does: the chain then behaves like an ordinary full node without archive state.
 */
export function startPrunedNode(target: string): Promise<LatencyProxy> {
  return startLatencyProxy({
    target,
    delayMs: 0,
    rewrite: (bytes) => {
      const text = bytes.toString('utf8')
      return text.includes('BlockOutOfRangeError')
        ? Buffer.from(text.replace(ANVIL_OUT_OF_RANGE, GETH_MISSING_STATE))
        : bytes
    },
  })
}
