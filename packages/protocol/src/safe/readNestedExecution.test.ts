import fc from 'fast-check'
import { type Address, getAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSafeTx } from './createSafeTx'
import { encodeExecTransaction } from './encodeExecTransaction'
import { readNestedExecution } from './readNestedExecution'

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const child: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'

describe('readNestedExecution', () => {
  it('reads back the transaction and signatures of an execTransaction call, whatever its fields', () => {
    fc.assert(
      fc.property(
        address,
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        fc.uint8Array({ maxLength: 80 }),
        fc.constantFrom(0 as const, 1 as const),
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        (to, value, bytes, operation, safeTxGas) => {
          const tx = createSafeTx({ to, value, data: toHex(bytes), operation, safeTxGas, nonce: 9n })
          const signatures = `0x${'11'.repeat(65)}` as const
          const data = encodeExecTransaction({ tx, signatures })
          const { nonce: _, ...fields } = tx
          expect(readNestedExecution({ to: child, value: 0n, data, operation: 0 })).toEqual({
            child,
            tx: fields,
            signatures,
          })
        },
      ),
    )
  })

  it('is not read from a DELEGATE call, a call with value, or another function', () => {
    const data = encodeExecTransaction({ tx: createSafeTx({ to: child, nonce: 0n }), signatures: '0x' })
    expect(readNestedExecution({ to: child, value: 0n, data, operation: 1 })).toBeUndefined()
    expect(readNestedExecution({ to: child, value: 1n, data, operation: 0 })).toBeUndefined()
    expect(readNestedExecution({ to: child, value: 0n, data: '0xd4d9bdcd', operation: 0 })).toBeUndefined()
    expect(readNestedExecution({ to: child, value: 0n, data: '0x', operation: 0 })).toBeUndefined()
  })
})
