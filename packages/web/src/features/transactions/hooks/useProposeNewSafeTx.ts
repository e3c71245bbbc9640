import { useRef } from 'react'
import type { Address, Hex } from 'viem'
import { ProposeSafeTxError } from '../actions/errors/ProposeSafeTxError'
import { type NewSafeTxProposal, proposeNewSafeTx } from '../actions/proposeNewSafeTx'
import { useSafeTxFlow } from './useSafeTxFlow'

/**
 * {@link proposeNewSafeTx} with the connected wallet. A signature whose post failed is kept per nonce and transaction
 * data, so "Sign and propose" again posts it without a second prompt.
 */
export function useProposeNewSafeTx(safe: Address) {
  const kept = useRef(new Map<string, Hex>())
  return useSafeTxFlow(
    safe,
    async (input: Omit<NewSafeTxProposal, 'safe' | 'signature'>, context) => {
      const key = JSON.stringify(input.tx, (_, value) => (typeof value === 'bigint' ? value.toString() : value))
      try {
        const details = await proposeNewSafeTx({ ...input, safe, signature: kept.current.get(key) }, context)
        kept.current.delete(key)
        return details
      } catch (error) {
        if (error instanceof ProposeSafeTxError && error.signature) kept.current.set(key, error.signature)
        else kept.current.delete(key)
        throw error
      }
    },
    (input) => `Propose transaction #${input.tx.nonce}`,
  )
}
