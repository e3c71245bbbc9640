import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { InvalidInputError } from '../errors'
import { createSafeTx } from '../safe/createSafeTx'
import type { SafeTx } from '../safe/SafeTx'
import type { TransactionDetails } from './transactionDetailsSchema'

function address(value: string, field: string): Address {
  if (!isAddress(value, { strict: false }))
    throw new InvalidInputError(`Transaction details carry an invalid ${field}.`, { details: { field, value } })
  return getAddress(value)
}

function uint(value: string | number | bigint | null, field: string): bigint {
  try {
    return BigInt(value ?? 0)
  } catch (cause) {
    throw new InvalidInputError(`Transaction details carry an invalid ${field}.`, { cause, details: { field, value } })
  }
}

/**
 * The SafeTx a multisig `TransactionDetails` describes (`txData` and `detailedExecutionInfo` of
 * `/transactions/{id}` or of a proposal's answer), so a client can hash it, have it signed or execute it without
 * trusting the gateway's safeTxHash: a missing `hexData` is `0x`, a missing `value` 0.
 * @throws {InvalidInputError} for details of anything but a multisig transaction, or a field that is not what it
 * must be.
 */
export function getSafeTxFromDetails(details: TransactionDetails): SafeTx {
  const { txData, detailedExecutionInfo: execution } = details
  if (!txData || execution?.type !== 'MULTISIG')
    throw new InvalidInputError('Only a multisig transaction describes a SafeTx.', {
      details: { txId: details.txId, type: execution?.type ?? null },
    })
  const data = (txData.hexData ?? '0x').toLowerCase()
  if (!isHex(data, { strict: true }) || data.length % 2 !== 0)
    throw new InvalidInputError('Transaction details carry invalid hexData.', { details: { field: 'hexData' } })
  return createSafeTx({
    to: address(txData.to.value, 'to'),
    value: uint(txData.value, 'value'),
    data: data as Hex,
    operation: txData.operation,
    safeTxGas: uint(execution.safeTxGas, 'safeTxGas'),
    baseGas: uint(execution.baseGas, 'baseGas'),
    gasPrice: uint(execution.gasPrice, 'gasPrice'),
    gasToken: address(execution.gasToken, 'gasToken'),
    refundReceiver: address(execution.refundReceiver.value, 'refundReceiver'),
    nonce: uint(execution.nonce, 'nonce'),
  })
}
