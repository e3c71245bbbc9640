import { type Address, getAddress, type Hash, isAddress, isHash } from 'viem'
import { InvalidInputError } from '../errors'
import { DETAILS_HASH_PATTERN, TRACE_ADDRESS_PATTERN, type TransactionId } from './TransactionId'

// Far above any real id (the longest, a native transfer with a deep trace, is ~130 characters).
const MAX_LENGTH = 512
// `i` (internal tx) or `e` (event log), 64 hex digits of the tx hash, then the trace address or log index.
const TRANSFER_OR_MODULE_PATTERN = /^([ie])([0-9a-fA-F]{64})(.*)$/
const LOG_INDEX_PATTERN = /^(?:0|[1-9]\d*)$/

/**
 * Reads any transaction id a client may send: the Client Gateway forms, the Rust gateway's legacy `module_…_…` and
 * `ethereum_…` forms, `creation_<safe>` and a bare safeTxHash. Hashes come back lower-case, addresses checksummed.
 * @throws {InvalidInputError} naming what is wrong: unknown prefix, wrong number of parts, a bad address (mixed-case
 * addresses must carry a valid EIP-55 checksum), hash, log index, trace address or details hash.
 */
export function parseTransactionId(value: string): TransactionId {
  if (value.length > MAX_LENGTH)
    throw new InvalidInputError(`Transaction id is longer than ${MAX_LENGTH} characters.`, {
      details: { length: value.length },
    })
  if (!value.includes('_')) {
    if (isHash(value)) return { type: 'SAFE_TX_HASH', safeTxHash: lower(value) }
    throw invalid(value, 'it is neither a prefixed id nor a 32-byte safeTxHash')
  }
  const [prefix, safe, ...rest] = value.split('_')
  const expectParts = (count: number) => {
    if (rest.length !== count) throw invalid(value, `a ${prefix} id has ${count + 2} parts, not ${rest.length + 2}`)
  }
  switch (prefix) {
    case 'creation':
      expectParts(0)
      return { type: 'CREATION', safeAddress: address(value, safe) }
    case 'multisig':
      expectParts(1)
      return { type: 'MULTISIG', safeAddress: address(value, safe), safeTxHash: hash(value, rest[0], 'safeTxHash') }
    case 'module':
      if (rest.length === 2) return legacy('LEGACY_MODULE', value, safe, rest)
      expectParts(1)
      return moduleOrTransfer(value, address(value, safe), rest[0] ?? '', 'module')
    case 'transfer':
      expectParts(1)
      return moduleOrTransfer(value, address(value, safe), rest[0] ?? '', 'transfer')
    case 'ethereum':
      expectParts(2)
      return legacy('LEGACY_TRANSFER', value, safe, rest)
    default:
      throw invalid(value, `unknown prefix "${prefix}"`)
  }
}

function moduleOrTransfer(
  id: string,
  safeAddress: Address,
  part: string,
  prefix: 'module' | 'transfer',
): TransactionId {
  const match = TRANSFER_OR_MODULE_PATTERN.exec(part)
  if (!match) throw invalid(id, `the ${prefix} part must be "i" or "e", a 64-digit tx hash, then an index`)
  const [, source, hex = '', suffix = ''] = match
  const txHash = `0x${hex.toLowerCase()}` as Hash
  if (source === 'e') {
    if (prefix === 'module') throw invalid(id, 'module ids name a call ("i"), not a log ("e")')
    if (!LOG_INDEX_PATTERN.test(suffix) || !Number.isSafeInteger(Number(suffix)))
      throw invalid(id, `"${suffix}" is not a log index`)
    return { type: 'TOKEN_TRANSFER', safeAddress, txHash, logIndex: Number(suffix) }
  }
  if (!TRACE_ADDRESS_PATTERN.test(suffix)) throw invalid(id, `"${suffix}" is not a trace address`)
  return prefix === 'module'
    ? { type: 'MODULE', safeAddress, txHash, traceAddress: suffix }
    : { type: 'NATIVE_TRANSFER', safeAddress, txHash, traceAddress: suffix }
}

function legacy(
  type: 'LEGACY_MODULE' | 'LEGACY_TRANSFER',
  id: string,
  safe: string | undefined,
  [txHash, detailsHash = '']: string[],
): TransactionId {
  if (!DETAILS_HASH_PATTERN.test(detailsHash)) throw invalid(id, `"${detailsHash}" is not a details hash`)
  return {
    type,
    safeAddress: address(id, safe),
    txHash: hash(id, txHash, 'txHash'),
    detailsHash: detailsHash.toLowerCase(),
  }
}

function address(id: string, value: string | undefined): Address {
  if (value === undefined || !isAddress(value)) throw invalid(id, `"${value ?? ''}" is not a valid Safe address`)
  return getAddress(value)
}

function hash(id: string, value: string | undefined, field: string): Hash {
  if (value === undefined || !isHash(value)) throw invalid(id, `the ${field} "${value ?? ''}" is not 32 bytes of hex`)
  return lower(value)
}

function lower(value: Hash): Hash {
  return value.toLowerCase() as Hash
}

function invalid(id: string, reason: string): InvalidInputError {
  return new InvalidInputError(`Invalid transaction id: ${reason}.`, { details: { transactionId: id } })
}
