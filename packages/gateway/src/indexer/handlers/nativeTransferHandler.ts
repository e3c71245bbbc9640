import { decodeMultiSend } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { knownMultiSends } from '../../domain/chains/knownSafeContracts'
import { decodeMultisigExecution } from '../decode/decodeMultisigExecution'
import { findModuleOutcome, findMultisigOutcome } from '../decode/findOutcome'
import type { LogPosition, SafeEventOf } from '../decode/SafeEvent'
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
    position: number
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
    row.position,
  ])
}

type Call = { to: Address; value: bigint; data: Hex; operation: number }

/**
 * The native coin a successful call of the Safe sends (docs/indexing.md §3.3): the value of a CALL, and the values of
 * the CALLs of a batch delegatecalled to a known MultiSend (which runs them as the Safe). Value moved deeper inside
 * other contracts is not visible without a full trace.
 */
export function outgoingEther(call: Call): { to: Address; value: bigint }[] {
  if (call.operation === 0) return call.value > 0n ? [{ to: call.to, value: call.value }] : []
  if (call.operation !== 1 || !knownMultiSends.has(call.to)) return []
  try {
    return decodeMultiSend(call.data).flatMap((sub) =>
      sub.operation === 0 && sub.value > 0n ? [{ to: sub.to, value: sub.value }] : [],
    )
  } catch {
    // A batch that does not decode did not run (MultiSend would have reverted the execution).
    return []
  }
}

function insertOutgoing(ctx: RangeContext, log: LogPosition & { address: Address }, call: Call): void {
  outgoingEther(call).forEach((transfer, position) => {
    insertEtherTransfer(ctx, log, {
      safe: log.address,
      direction: 'OUTGOING',
      synthetic: true,
      from: log.address,
      to: transfer.to,
      value: transfer.value.toString(),
      position,
    })
  })
}

const asCall = (args: { to: Address; value: string; data: Hex; operation: number }): Call => ({
  to: args.to,
  value: BigInt(args.value),
  data: args.data,
  operation: args.operation,
})

function l1Outgoing(
  ctx: RangeContext,
  event: SafeEventOf<'ExecutionSuccess'> | SafeEventOf<'ExecutionFromModuleSuccess'>,
): void {
  const resolved = ctx.execution(event)
  if (resolved?.kind === 'multisig') insertOutgoing(ctx, event, resolved.tx)
  if (resolved?.kind === 'module') insertOutgoing(ctx, event, resolved.call)
}

/**
 * Native-coin movements: SafeReceived (incoming, from receive()) and, synthesised, the outgoing value of successful
 * multisig and module transactions, read from the L2 events or from the decoded calls of L1 Safes.
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
        position: 0,
      }),
    SafeMultiSigTransaction: (ctx, event) => {
      const { safeTxHash } = decodeMultisigExecution(ctx.chainId, event)
      if (findMultisigOutcome(ctx.events, event, safeTxHash)?.event !== 'ExecutionSuccess') return
      insertOutgoing(ctx, event, asCall(event.args))
    },
    SafeModuleTransaction: (ctx, event) => {
      if (findModuleOutcome(ctx.events, event)?.event !== 'ExecutionFromModuleSuccess') return
      insertOutgoing(ctx, event, asCall(event.args))
    },
    ExecutionSuccess: l1Outgoing,
    ExecutionFromModuleSuccess: l1Outgoing,
  },
}
