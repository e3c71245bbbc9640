import { type Address, getAddress, type Hash, isAddress, isHash } from 'viem'
import { InvalidInputError } from '../errors'
import { DETAILS_HASH_PATTERN, TRACE_ADDRESS_PATTERN, type TransactionId } from './TransactionId'

/**
 * Formats a transaction id the way the Client Gateway emits it (checksummed Safe address, lower-case hashes), so the
 * same transaction always gets the same id. Legacy kinds are written back in their legacy form.
 * @throws {InvalidInputError} for an invalid address, hash, log index, trace address or details hash.
 */
export function encodeTransactionId(id: TransactionId): string {
  switch (id.type) {
    case 'SAFE_TX_HASH':
      return hash(id.safeTxHash, 'safeTxHash')
    case 'CREATION':
      return `creation_${address(id.safeAddress)}`
    case 'MULTISIG':
      return `multisig_${address(id.safeAddress)}_${hash(id.safeTxHash, 'safeTxHash')}`
    case 'MODULE':
      return `module_${address(id.safeAddress)}_i${hash(id.txHash, 'txHash').slice(2)}${trace(id.traceAddress)}`
    case 'NATIVE_TRANSFER':
      return `transfer_${address(id.safeAddress)}_i${hash(id.txHash, 'txHash').slice(2)}${trace(id.traceAddress)}`
    case 'TOKEN_TRANSFER':
      if (!Number.isSafeInteger(id.logIndex) || id.logIndex < 0)
        throw new InvalidInputError('Log index must be a non-negative integer.', { details: { logIndex: id.logIndex } })
      return `transfer_${address(id.safeAddress)}_e${hash(id.txHash, 'txHash').slice(2)}${id.logIndex}`
    case 'LEGACY_MODULE':
      return `module_${address(id.safeAddress)}_${hash(id.txHash, 'txHash')}_${details(id.detailsHash)}`
    case 'LEGACY_TRANSFER':
      return `ethereum_${address(id.safeAddress)}_${hash(id.txHash, 'txHash')}_${details(id.detailsHash)}`
  }
}

function address(value: Address): Address {
  if (!isAddress(value)) throw new InvalidInputError('Safe address is not a valid address.', { details: { value } })
  return getAddress(value)
}

function hash(value: Hash, field: string): Hash {
  if (!isHash(value)) throw new InvalidInputError(`${field} must be 32 bytes of hex.`, { details: { field, value } })
  return value.toLowerCase() as Hash
}

function trace(value: string): string {
  if (!TRACE_ADDRESS_PATTERN.test(value))
    throw new InvalidInputError('Trace address must be comma-separated integers.', { details: { traceAddress: value } })
  return value
}

function details(value: string): string {
  if (!DETAILS_HASH_PATTERN.test(value))
    throw new InvalidInputError('Details hash must be 0x and 1–16 hex digits.', { details: { detailsHash: value } })
  return value.toLowerCase()
}
