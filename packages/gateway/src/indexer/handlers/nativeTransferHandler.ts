import type { Address } from 'viem'
import { decodeMultisigExecution } from '../decode/decodeMultisigExecution'
import { findModuleOutcome, findMultisigOutcome } from '../decode/findOutcome'
import type { LogPosition } from '../decode/SafeEvent'
import type { RangeContext } from '../write/RangeContext'
import { transfersTable } from '../write/rangeTables'
import type { EventHandler } from './EventHandler'

function insertEtherTransfer(
  ctx: RangeContext,
  log: LogPosition,
  row: {
    safe: Address
    direction: 'INCOMING' | 'OUTGOING'
    synthetic: boolean
    from: Address
    to: Address
    value: string
  },
): void {
  ctx.rows.add(transfersTable, [
    ctx.chainId,
    row.safe,
    log.blockNumber,
    log.logIndex,
    log.blockHash,
    log.txHash,
    'ETHER',
    row.direction,
    row.synthetic,
    null,
    row.from,
    row.to,
    row.value,
    null,
    ctx.timestamp(log.blockNumber),
  ])
}

/** A plain value transfer: CALL with value and no data (docs/indexing.md §3.3, as the transaction service does). */
const isPlainValueCall = (args: { value: string; data: string; operation: number }) =>
  BigInt(args.value) > 0n && args.data === '0x' && args.operation === 0

/**
 * Native-coin movements visible without traces: SafeReceived (incoming, from receive()) and, synthesised, the
 * outgoing value of a successful multisig or module transaction that is a plain value transfer. Value moved inside
 * contract calls or MultiSend batches is not visible from events.
 */
export const nativeTransferHandler: EventHandler = {
  name: 'nativeTransfers',
  write: {
    SafeReceived: (ctx, event) =>
      insertEtherTransfer(ctx, event, {
        safe: event.address,
        direction: 'INCOMING',
        synthetic: false,
        from: event.args.sender,
        to: event.address,
        value: event.args.value,
      }),
    SafeMultiSigTransaction: (ctx, event) => {
      if (!isPlainValueCall(event.args)) return
      const { safeTxHash } = decodeMultisigExecution(ctx.chainId, event)
      if (findMultisigOutcome(ctx.events, event, safeTxHash)?.event !== 'ExecutionSuccess') return
      insertEtherTransfer(ctx, event, {
        safe: event.address,
        direction: 'OUTGOING',
        synthetic: true,
        from: event.address,
        to: event.args.to,
        value: event.args.value,
      })
    },
    SafeModuleTransaction: (ctx, event) => {
      if (!isPlainValueCall(event.args)) return
      if (findModuleOutcome(ctx.events, event)?.event !== 'ExecutionFromModuleSuccess') return
      insertEtherTransfer(ctx, event, {
        safe: event.address,
        direction: 'OUTGOING',
        synthetic: true,
        from: event.address,
        to: event.args.to,
        value: event.args.value,
      })
    },
  },
}
