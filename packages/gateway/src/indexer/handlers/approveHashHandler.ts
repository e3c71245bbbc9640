import { concat, pad } from 'viem'
import { multisigConfirmationsTable } from '../write/rangeTables'
import type { EventHandler } from './EventHandler'

/**
 * ApproveHash(hash, owner) is an on-chain confirmation of type APPROVED_HASH. Its signature entry is r = owner,
 * s = 0, v = 1 (Safe.sol checkNSignatures), so it can be joined with other signatures for execution.
 */
export const approveHashHandler: EventHandler = {
  name: 'approveHash',
  write: {
    ApproveHash: (ctx, event) => {
      const { approvedHash, owner } = event.args
      const signature = concat([pad(owner), pad('0x00'), '0x01']).toLowerCase()
      ctx.rows.add(multisigConfirmationsTable, [
        ctx.chainId,
        approvedHash,
        owner,
        event.address,
        signature,
        'APPROVED_HASH',
        'onchain',
        ctx.timestamp(event.blockNumber),
        event.blockNumber,
        event.txHash,
      ])
    },
  },
}
