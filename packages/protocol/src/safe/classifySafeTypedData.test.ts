import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifySafeTypedData } from './classifySafeTypedData'
import { createSafeTx } from './createSafeTx'
import { getSafeMessageTypedData } from './getSafeMessageTypedData'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import type { SafeTx } from './SafeTx'

const PARENT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const tx: SafeTx = createSafeTx({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', operation: 1, nonce: 7n })
/** How an app sends it over the bridge: JSON, numbers as decimal strings. */
const asJson = <T>(value: T) =>
  JSON.parse(JSON.stringify(value, (_, entry) => (typeof entry === 'bigint' ? entry.toString() : entry)))

describe('classifySafeTypedData', () => {
  it('reads the SafeTx of another Safe as a transaction, with its domain', () => {
    const typed = asJson(getSafeTxTypedData({ chainId: 31337, safeAddress: PARENT, tx }))
    expect(classifySafeTypedData(typed)).toEqual({ kind: 'safe-tx', tx, verifyingContract: PARENT, chainId: 31337n })
  })

  it('reads a SafeMessage as the bytes it signs', () => {
    const message = `0x${'ab'.repeat(32)}` as const
    const typed = asJson(getSafeMessageTypedData({ chainId: 1, safeAddress: PARENT, data: message }))
    expect(classifySafeTypedData(typed)).toEqual({
      kind: 'safe-message',
      message,
      verifyingContract: PARENT,
      chainId: 1n,
    })
  })

  it('still flags a SafeTx or SafeMessage whose fields do not read, so it can be refused', () => {
    const typed = asJson(getSafeTxTypedData({ chainId: 1, safeAddress: PARENT, tx }))
    expect(classifySafeTypedData({ ...typed, message: { ...typed.message, operation: 2 } })).toMatchObject({
      kind: 'safe-tx',
      tx: null,
    })
    expect(classifySafeTypedData({ ...typed, types: { SafeTx: [{ name: 'to', type: 'address' }] } })).toMatchObject({
      kind: 'safe-tx',
      tx: null,
    })
    expect(
      classifySafeTypedData({ types: { SafeMessage: [] }, primaryType: 'SafeMessage', domain: {}, message: {} }),
    ).toEqual({ kind: 'safe-message', message: null, verifyingContract: null, chainId: null })
  })

  it('leaves every other primary type alone', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((name) => name !== 'SafeTx' && name !== 'SafeMessage'),
        (primaryType) => {
          expect(
            classifySafeTypedData({ types: { [primaryType]: [] }, primaryType, domain: {}, message: {} }),
          ).toBeNull()
        },
      ),
      { seed: 8 },
    )
  })
})
