import type { CustomTransactionInfo } from '@strongroom/protocol'
import { zeroAddress } from 'viem'

/** The gateway's sentence for an execution another contract made, on a node that cannot trace it. */
export const NO_TRACING_SENTENCE =
  'Executed, details unavailable: another contract called the Safe, and this chain’s node cannot trace transactions to show what it ran.'

/**
 * The txInfo the gateway sends for an execution whose call it could not read (docs/gateway-api.md §5.2): the
 * placeholders CGW's schema requires (no recipient, no call) and the sentence that says why.
 */
export const unavailableTxInfo: CustomTransactionInfo = {
  type: 'Custom',
  humanDescription: NO_TRACING_SENTENCE,
  to: { value: zeroAddress, name: null, logoUri: null },
  dataSize: '0',
  value: null,
  methodName: null,
  actionCount: null,
  isCancellation: false,
  detailsUnavailable: 'no-tracing',
}
