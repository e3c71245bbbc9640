import type { SafeTxCall } from '@strongroom/protocol'

/** One action waiting in a Safe's batch: what it does in words (from the flow that made it) and the call. */
export interface BatchAction {
  /** Unique within the batch (reorder and remove by it). */
  id: string
  /** "Send 5 dUSD to 0x1234…abcd", "approve(…) on 0x…". */
  label: string
  call: SafeTxCall & { operation?: 0 }
}

/** What a flow hands over: the calls to review or to add to the batch, each with its label, and the flow's name. */
export interface NewTransactionDraft {
  actions: ReadonlyArray<Omit<BatchAction, 'id'>>
  /** The proposal's origin name ("Send tokens"). */
  origin: string
  /** The called contract's ABI (contract interaction), to name its custom errors in the simulation. */
  errorAbi?: import('viem').Abi | undefined
  /** ENS names typed in the flow and the addresses they gave: the review shows them and checks them at signing. */
  names?: ReadonlyArray<import('../../names').ResolvedName> | undefined
}
