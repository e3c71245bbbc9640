import type { Address, Hex } from 'viem'

/**
 * One action a new transaction makes the Safe take: a call to `to` with `value` wei and calldata `data`. Every flow
 * that builds a transaction (send, NFTs, contract interaction, settings, Safe Apps) produces a list of these;
 * `buildNewSafeTx` turns them into the SafeTx to sign. `operation` 1 (DELEGATECALL) is accepted for a single call to
 * one of protocol's `trustedDelegateCallTargets` only, and never inside a batch (MultiSendCallOnly refuses it).
 */
export interface NewSafeTxCall {
  to: Address
  value: bigint
  data: Hex
  operation?: 0 | 1
}
