import { type Hash, hashStruct } from 'viem'
import { assertSafeTx, type SafeTx, safeTxTypes } from './SafeTx'

/**
 * EIP-712 struct hash of `tx` (`hashStruct(SafeTx)`), the "message hash" hardware wallets display next to the domain
 * hash when they blind-sign. Independent of chain and Safe address.
 * @throws {InvalidInputError} when a field does not fit its Solidity type.
 */
export function getSafeTxMessageHash(tx: SafeTx): Hash {
  assertSafeTx(tx)
  return hashStruct({ data: tx, primaryType: 'SafeTx', types: safeTxTypes })
}
