import type { Address } from 'viem'
import type { TokenTransferLog } from '../decode/SafeEvent'
import type { RangeContext } from '../write/RangeContext'
import { transfersTable } from '../write/rangeTables'

/**
 * ERC-20 / ERC-721 Transfer logs that touch indexed Safes: one row per Safe involved (outgoing for the sender,
 * incoming for the recipient), so a transfer between two indexed Safes shows in both histories.
 */
export function writeTokenTransfers(
  ctx: RangeContext,
  logs: readonly TokenTransferLog[],
  isIndexedSafe: (address: Address) => boolean,
): void {
  for (const log of logs) {
    const sides: { safe: Address; direction: 'INCOMING' | 'OUTGOING' }[] = []
    if (isIndexedSafe(log.from)) sides.push({ safe: log.from, direction: 'OUTGOING' })
    if (isIndexedSafe(log.to) && log.to !== log.from) sides.push({ safe: log.to, direction: 'INCOMING' })
    for (const side of sides)
      ctx.rows.add(transfersTable, [
        ctx.chainId,
        side.safe,
        log.blockNumber,
        log.logIndex,
        log.blockHash,
        log.txHash,
        log.type,
        side.direction,
        false,
        log.token,
        log.from,
        log.to,
        log.value,
        log.tokenId,
        ctx.timestamp(log.blockNumber),
        0,
      ])
  }
}
