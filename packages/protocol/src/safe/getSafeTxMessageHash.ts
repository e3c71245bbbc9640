import { type Hash, keccak256, toBytes } from 'viem'
import { packWords } from './packWords'
import { assertSafeTx, type SafeTx } from './SafeTx'

/** keccak256 of the SafeTx type string (SAFE_TX_TYPEHASH in Safe.sol). */
export const SAFE_TX_TYPEHASH: Hash = keccak256(
  toBytes(
    'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,' +
      'address gasToken,address refundReceiver,uint256 nonce)',
  ),
)

/**
 * EIP-712 struct hash of `tx` (`hashStruct(SafeTx)`), the "message hash" hardware wallets display next to the domain
 * hash when they blind-sign. Independent of chain and Safe address. Encoded word by word as Safe.sol's
 * encodeTransactionData does (tests pin it to viem's generic `hashStruct`).
 * @throws {InvalidInputError} when a field does not fit its Solidity type.
 */
export function getSafeTxMessageHash(tx: SafeTx): Hash {
  assertSafeTx(tx)
  return keccak256(
    packWords([
      SAFE_TX_TYPEHASH,
      tx.to,
      tx.value,
      keccak256(tx.data),
      BigInt(tx.operation),
      tx.safeTxGas,
      tx.baseGas,
      tx.gasPrice,
      tx.gasToken,
      tx.refundReceiver,
      tx.nonce,
    ]),
  )
}
