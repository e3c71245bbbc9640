import { type Address, type Hex, isAddress, isHex, maxUint256 } from 'viem'
import { InvalidInputError } from '../errors'

/** `Enum.Operation` of Safe.sol: 0 = CALL, 1 = DELEGATECALL. */
export type SafeOperation = 0 | 1

/** The ten fields a Safe 1.4.1 owner signs (Safe.sol `SafeTx` struct); the Safe address and chain live in the domain. */
export type SafeTx = {
  to: Address
  value: bigint
  data: Hex
  operation: SafeOperation
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  nonce: bigint
}

/**
 * EIP-712 types of a SafeTx. Field order and types are those of `SAFE_TX_TYPEHASH` in Safe.sol 1.4.1
 * (0xbb8310d4…86d8); any change here changes every hash.
 */
export const safeTxTypes = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

const uintFields = ['value', 'safeTxGas', 'baseGas', 'gasPrice', 'nonce'] as const
const addressFields = ['to', 'gasToken', 'refundReceiver'] as const

/**
 * Checks that every SafeTx field fits its Solidity type, so a bad value fails here with the field's name instead of
 * deep inside ABI encoding. Mixed-case addresses must carry a valid EIP-55 checksum.
 * @throws {InvalidInputError} naming the first offending field.
 */
export function assertSafeTx(tx: SafeTx): void {
  for (const field of addressFields) {
    if (!isAddress(tx[field]))
      throw new InvalidInputError(`SafeTx.${field} is not a valid address.`, { details: { field, value: tx[field] } })
  }
  for (const field of uintFields) {
    const value = tx[field]
    if (typeof value !== 'bigint' || value < 0n || value > maxUint256)
      throw new InvalidInputError(`SafeTx.${field} must be a uint256 bigint.`, { details: { field, value } })
  }
  if (tx.operation !== 0 && tx.operation !== 1)
    throw new InvalidInputError('SafeTx.operation must be 0 (CALL) or 1 (DELEGATECALL).', {
      details: { field: 'operation', value: tx.operation },
    })
  if (!isHex(tx.data, { strict: true }) || tx.data.length % 2 !== 0)
    throw new InvalidInputError('SafeTx.data must be 0x-prefixed hex with whole bytes.', {
      details: { field: 'data', value: tx.data },
    })
}
