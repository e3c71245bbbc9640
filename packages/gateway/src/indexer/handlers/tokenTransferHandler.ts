import type { Address } from 'viem'
import type { RangeContext } from '../RangeContext'
import type { TokenTransferLog } from '../SafeEvent'

/**
 * ERC-20 / ERC-721 Transfer logs that touch indexed Safes: one row per Safe involved (outgoing for the sender,
 * incoming for the recipient), so a transfer between two indexed Safes shows in both histories.
 */
export async function writeTokenTransfers(
  ctx: RangeContext,
  logs: readonly TokenTransferLog[],
  isIndexedSafe: (address: Address) => boolean,
): Promise<void> {
  for (const log of logs) {
    const sides: { safe: Address; direction: 'INCOMING' | 'OUTGOING' }[] = []
    if (isIndexedSafe(log.from)) sides.push({ safe: log.from, direction: 'OUTGOING' })
    if (isIndexedSafe(log.to) && log.to !== log.from) sides.push({ safe: log.to, direction: 'INCOMING' })
    for (const side of sides) {
      await ctx.tx.query(
        `insert into transfers (chain_id, safe, block_number, log_index, block_hash, tx_hash, type, direction,
           synthetic, token_address, "from", "to", value, token_id, executed_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, false, $9, $10, $11, $12, $13, $14)
         on conflict do nothing`,
        [
          ctx.chainId,
          side.safe,
          log.blockNumber,
          log.logIndex,
          log.blockHash,
          log.txHash,
          log.type,
          side.direction,
          log.token,
          log.from,
          log.to,
          log.value,
          log.tokenId,
          ctx.header(log.blockNumber).timestamp,
        ],
      )
    }
  }
}
