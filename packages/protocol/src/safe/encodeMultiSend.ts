import {
  type Address,
  concatHex,
  encodeFunctionData,
  encodePacked,
  type Hex,
  isAddress,
  isHex,
  maxUint256,
  size,
} from 'viem'
import { InvalidInputError } from '../errors'
import { multiSendAbi } from './abis/multiSendAbi'
import type { SafeOperation } from './SafeTx'

/** One call inside a MultiSend batch. MultiSendCallOnly accepts `operation: 0` only. */
export type MultiSendTx = { operation: SafeOperation; to: Address; value: bigint; data: Hex }

/**
 * Encodes a batch as `multiSend(bytes transactions)` calldata, ready to be the `data` of a SafeTx that DELEGATECALLs
 * MultiSend (or MultiSendCallOnly). Each call is packed as `uint8 operation ‖ address to ‖ uint256 value ‖
 * uint256 dataLength ‖ bytes data` (MultiSend.sol 1.4.1).
 * @throws {InvalidInputError} naming the first call whose field does not fit its type.
 */
export function encodeMultiSend(txs: readonly MultiSendTx[]): Hex {
  const packed = txs.map((tx, index) => {
    assertMultiSendTx(tx, index)
    return encodePacked(
      ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
      [tx.operation, tx.to, tx.value, BigInt(size(tx.data)), tx.data],
    )
  })
  return encodeFunctionData({
    abi: multiSendAbi,
    functionName: 'multiSend',
    args: [concatHex(packed)],
  })
}

function assertMultiSendTx(tx: MultiSendTx, index: number): void {
  const fail = (field: string, rule: string) =>
    new InvalidInputError(`MultiSend call ${index}: ${field} ${rule}.`, {
      details: { index, field, value: tx[field as keyof MultiSendTx] },
    })
  if (tx.operation !== 0 && tx.operation !== 1) throw fail('operation', 'must be 0 (CALL) or 1 (DELEGATECALL)')
  if (!isAddress(tx.to)) throw fail('to', 'is not a valid address')
  if (typeof tx.value !== 'bigint' || tx.value < 0n || tx.value > maxUint256)
    throw fail('value', 'must be a uint256 bigint')
  if (!isHex(tx.data, { strict: true }) || tx.data.length % 2 !== 0)
    throw fail('data', 'must be 0x-prefixed hex with whole bytes')
}
