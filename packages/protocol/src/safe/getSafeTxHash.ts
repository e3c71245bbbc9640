import { type Address, concat, type Hash, keccak256 } from 'viem'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeTxMessageHash } from './getSafeTxMessageHash'
import type { SafeTx } from './SafeTx'

/**
 * The safeTxHash: EIP-712 hash of `tx` under the Safe's domain, keccak256(0x1901 ‖ domainSeparator ‖ hashStruct(tx)).
 * Equals `getTransactionHash(...)` on the Safe and is the id of a multisig transaction everywhere (the transaction
 * service, the gateway, `ExecutionSuccess` topic1). Tests pin it to viem's `hashTypedData` and to the chain.
 * @throws {InvalidInputError} when a field does not fit its Solidity type.
 */
export function getSafeTxHash(params: { chainId: number; safeAddress: Address; tx: SafeTx }): Hash {
  return keccak256(concat(['0x1901', getSafeDomainHash(params), getSafeTxMessageHash(params.tx)]))
}
