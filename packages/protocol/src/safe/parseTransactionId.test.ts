import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { thrownBy } from '../testing/thrownBy'
import { parseTransactionId } from './parseTransactionId'

const safe = '0x1230B3d59858296A31053C1b8562Ecf89A2f888b'
const safeTxHash = '0x8bde30060a1e4d8383efa9b666654b31771c93325f905088c91f58803b4433b5'
const txHash = '0x4071662b18fb425db9a516b8472b4f545decb4bb6f6873af098b123b544e3cf4'

const failure = (id: string) => thrownBy(() => parseTransactionId(id), InvalidInputError)

describe('parseTransactionId', () => {
  it('reads the Client Gateway forms', () => {
    expect(parseTransactionId(`multisig_${safe}_${safeTxHash}`)).toEqual({
      type: 'MULTISIG',
      safeAddress: safe,
      safeTxHash,
    })
    expect(parseTransactionId(`module_${safe}_i${txHash.slice(2)}0,1`)).toEqual({
      type: 'MODULE',
      safeAddress: safe,
      txHash,
      traceAddress: '0,1',
    })
    expect(parseTransactionId(`transfer_${safe}_e${txHash.slice(2)}12`)).toEqual({
      type: 'TOKEN_TRANSFER',
      safeAddress: safe,
      txHash,
      logIndex: 12,
    })
    expect(parseTransactionId(`transfer_${safe}_i${txHash.slice(2)}`)).toEqual({
      type: 'NATIVE_TRANSFER',
      safeAddress: safe,
      txHash,
      traceAddress: '',
    })
    expect(parseTransactionId(`creation_${safe}`)).toEqual({ type: 'CREATION', safeAddress: safe })
  })

  it('reads the legacy Rust gateway forms and the bare safeTxHash', () => {
    expect(parseTransactionId(`ethereum_${safe}_${txHash}_0xae2714c8d2239062`)).toEqual({
      type: 'LEGACY_TRANSFER',
      safeAddress: safe,
      txHash,
      detailsHash: '0xae2714c8d2239062',
    })
    expect(parseTransactionId(`module_${safe}_${txHash}_0xAE27`)).toEqual({
      type: 'LEGACY_MODULE',
      safeAddress: safe,
      txHash,
      detailsHash: '0xae27',
    })
    expect(parseTransactionId(safeTxHash.toUpperCase().replace('0X', '0x'))).toEqual({
      type: 'SAFE_TX_HASH',
      safeTxHash,
    })
  })

  it('normalizes case: lower-case addresses are checksummed, hashes lower-cased', () => {
    const parsed = parseTransactionId(`multisig_${safe.toLowerCase()}_${safeTxHash.toUpperCase().replace('0X', '0x')}`)
    expect(parsed).toEqual({ type: 'MULTISIG', safeAddress: safe, safeTxHash })
  })

  it('explains what is wrong with a bad id', () => {
    expect(failure('hello').message).toBe(
      'Invalid transaction id: it is neither a prefixed id nor a 32-byte safeTxHash.',
    )
    expect(failure(`foo_${safe}_${txHash}`).message).toBe('Invalid transaction id: unknown prefix "foo".')
    expect(failure(`multisig_${safe}`).message).toBe('Invalid transaction id: a multisig id has 3 parts, not 2.')
    expect(failure(`creation_${safe}_x`).message).toBe('Invalid transaction id: a creation id has 2 parts, not 3.')
    expect(failure(`multisig_0x1234_${safeTxHash}`).message).toBe(
      'Invalid transaction id: "0x1234" is not a valid Safe address.',
    )
    // valid hex, broken EIP-55 checksum
    expect(failure(`creation_0x1230b3d59858296A31053C1b8562Ecf89A2f888b`).message).toBe(
      'Invalid transaction id: "0x1230b3d59858296A31053C1b8562Ecf89A2f888b" is not a valid Safe address.',
    )
    expect(failure(`multisig_${safe}_0x1234`).message).toBe(
      'Invalid transaction id: the safeTxHash "0x1234" is not 32 bytes of hex.',
    )
    expect(failure(`transfer_${safe}_x${txHash.slice(2)}1`).message).toBe(
      'Invalid transaction id: the transfer part must be "i" or "e", a 64-digit tx hash, then an index.',
    )
    expect(failure(`transfer_${safe}_e${txHash.slice(2)}`).message).toBe(
      'Invalid transaction id: "" is not a log index.',
    )
    expect(failure(`transfer_${safe}_e${txHash.slice(2)}01`).message).toBe(
      'Invalid transaction id: "01" is not a log index.',
    )
    expect(failure(`module_${safe}_e${txHash.slice(2)}1`).message).toBe(
      'Invalid transaction id: module ids name a call ("i"), not a log ("e").',
    )
    expect(failure(`module_${safe}_i${txHash.slice(2)}1,,2`).message).toBe(
      'Invalid transaction id: "1,,2" is not a trace address.',
    )
    expect(failure(`ethereum_${safe}_${txHash}_0x${'a'.repeat(17)}`).message).toBe(
      `Invalid transaction id: "0x${'a'.repeat(17)}" is not a details hash.`,
    )
    expect(failure(`multisig_${safe}_${safeTxHash}`.padEnd(600, '0')).message).toBe(
      'Transaction id is longer than 512 characters.',
    )
    expect(failure('').details).toEqual({ transactionId: '' })
  })
})
