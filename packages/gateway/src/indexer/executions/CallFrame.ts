import type { Address, Hex } from 'viem'

/**
 * One message call of a traced transaction, as both trace dialects can describe it. `reverted` is set when this call
 * or one of its callers failed: nothing it did (events, storage) survived.
 */
export type CallFrame = {
  type: 'CALL' | 'DELEGATECALL' | 'STATICCALL' | 'CALLCODE' | 'CREATE' | 'OTHER'
  from: Address
  to: Address | null
  input: Hex
  reverted: boolean
  /** Position in the order calls finished (callees before their caller): the order their events' last logs follow. */
  finishedAt: number
}
