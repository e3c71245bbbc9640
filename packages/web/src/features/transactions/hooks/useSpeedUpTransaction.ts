import type { Address, Hash } from 'viem'
import { speedUpTransaction } from '../actions/speedUpTransaction'
import { useSafeTxFlow } from './useSafeTxFlow'

/** {@link speedUpTransaction} with the connected wallet. */
export function useSpeedUpTransaction(safe: Address) {
  return useSafeTxFlow(
    safe,
    (input: { hash: Hash }, context) => speedUpTransaction(input, context),
    () => 'Speed up the execution',
    () => 'Faster replacement sent: the execution now waits with a higher fee.',
  )
}
