import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { encodeTransactionId } from './encodeTransactionId'
import { parseTransactionId } from './parseTransactionId'
import type { TransactionId } from './TransactionId'

const safe = '0x1230B3d59858296A31053C1b8562Ecf89A2f888b'
const safeTxHash = '0x8bde30060a1e4d8383efa9b666654b31771c93325f905088c91f58803b4433b5'
const txHash = '0x4071662b18fb425db9a516b8472b4f545decb4bb6f6873af098b123b544e3cf4'

describe('encodeTransactionId', () => {
  const ids: [TransactionId, string][] = [
    [{ type: 'MULTISIG', safeAddress: safe, safeTxHash }, `multisig_${safe}_${safeTxHash}`],
    [{ type: 'MODULE', safeAddress: safe, txHash, traceAddress: '7' }, `module_${safe}_i${txHash.slice(2)}7`],
    [{ type: 'TOKEN_TRANSFER', safeAddress: safe, txHash, logIndex: 0 }, `transfer_${safe}_e${txHash.slice(2)}0`],
    [
      { type: 'NATIVE_TRANSFER', safeAddress: safe, txHash, traceAddress: '0,3' },
      `transfer_${safe}_i${txHash.slice(2)}0,3`,
    ],
    [{ type: 'CREATION', safeAddress: safe }, `creation_${safe}`],
    [
      { type: 'LEGACY_MODULE', safeAddress: safe, txHash, detailsHash: '0xae2714c8d2239062' },
      `module_${safe}_${txHash}_0xae2714c8d2239062`,
    ],
    [{ type: 'LEGACY_TRANSFER', safeAddress: safe, txHash, detailsHash: '0x1' }, `ethereum_${safe}_${txHash}_0x1`],
    [{ type: 'SAFE_TX_HASH', safeTxHash }, safeTxHash],
  ]

  it('emits the gateway forms and round-trips through parseTransactionId', () => {
    for (const [id, text] of ids) {
      expect(encodeTransactionId(id)).toBe(text)
      expect(parseTransactionId(text)).toEqual(id)
    }
  })

  it('checksums the Safe address and lower-cases hashes', () => {
    expect(
      encodeTransactionId({
        type: 'MULTISIG',
        safeAddress: safe.toLowerCase() as `0x${string}`,
        safeTxHash: safeTxHash.toUpperCase().replace('0X', '0x') as `0x${string}`,
      }),
    ).toBe(`multisig_${safe}_${safeTxHash}`)
  })

  it('rejects parts that could not be parsed back', () => {
    expect(() => encodeTransactionId({ type: 'CREATION', safeAddress: '0x12' })).toThrow(
      'Safe address is not a valid address.',
    )
    expect(() => encodeTransactionId({ type: 'SAFE_TX_HASH', safeTxHash: '0x12' })).toThrow(
      'safeTxHash must be 32 bytes of hex.',
    )
    expect(() => encodeTransactionId({ type: 'TOKEN_TRANSFER', safeAddress: safe, txHash, logIndex: -1 })).toThrow(
      'Log index must be a non-negative integer.',
    )
    expect(() =>
      encodeTransactionId({ type: 'NATIVE_TRANSFER', safeAddress: safe, txHash, traceAddress: 'a' }),
    ).toThrow('Trace address must be comma-separated integers.')
    expect(() =>
      encodeTransactionId({ type: 'LEGACY_TRANSFER', safeAddress: safe, txHash, detailsHash: 'ae27' }),
    ).toThrow(InvalidInputError)
  })
})
