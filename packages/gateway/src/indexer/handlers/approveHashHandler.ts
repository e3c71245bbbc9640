import { concat, pad } from 'viem'
import type { EventHandler } from './EventHandler'

/**
 * ApproveHash(hash, owner) is an on-chain confirmation of type APPROVED_HASH. Its signature entry is r = owner,
 * s = 0, v = 1 (Safe.sol checkNSignatures), so it can be joined with other signatures for execution.
 */
export const approveHashHandler: EventHandler = {
  name: 'approveHash',
  write: {
    ApproveHash: async (ctx, event) => {
      const { approvedHash, owner } = event.args
      const signature = concat([pad(owner), pad('0x00'), '0x01']).toLowerCase()
      await ctx.tx.query(
        `insert into multisig_confirmations (chain_id, safe_tx_hash, owner, safe, signature, signature_type, source,
           submitted_at, block_number, tx_hash)
         values ($1, $2, $3, $4, $5, 'APPROVED_HASH', 'onchain', $6, $7, $8)
         on conflict do nothing`,
        [
          ctx.chainId,
          approvedHash,
          owner,
          event.address,
          signature,
          ctx.header(event.blockNumber).timestamp,
          event.blockNumber,
          event.txHash,
        ],
      )
    },
  },
}
