import { type Address, type Hash, hashTypedData } from 'viem'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import type { SafeTx } from './SafeTx'

/**
 * The safeTxHash: EIP-712 hash of `tx` under the Safe's domain. Equals `getTransactionHash(...)` on the Safe and is the
 * id of a multisig transaction everywhere (the transaction service, the gateway, `ExecutionSuccess` topic1).
 * @throws {InvalidInputError} when a field does not fit its Solidity type.
 */
export function getSafeTxHash(params: { chainId: number; safeAddress: Address; tx: SafeTx }): Hash {
  return hashTypedData(getSafeTxTypedData(params))
}
