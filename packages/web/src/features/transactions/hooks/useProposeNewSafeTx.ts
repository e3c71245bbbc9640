import type { Address } from 'viem'
import { type NewSafeTxProposal, proposeNewSafeTx } from '../actions/proposeNewSafeTx'
import { useSafeTxFlow } from './useSafeTxFlow'

/**
 * {@link proposeNewSafeTx} with the connected wallet. A signature whose post failed is kept, so "Sign and propose"
 * again posts it without a second prompt.
 */
export function useProposeNewSafeTx(safe: Address) {
  return useSafeTxFlow(
    safe,
    (input: Omit<NewSafeTxProposal, 'safe'>, context) => proposeNewSafeTx({ ...input, safe }, context),
    (input) => `Propose transaction #${input.tx.nonce}`,
    (input) => `Transaction #${input.tx.nonce} proposed. The other owners can now confirm it.`,
  )
}
