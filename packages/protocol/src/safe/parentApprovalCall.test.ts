import fc from 'fast-check'
import { type Address, getAddress, type Hash, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { thrownBy } from '../testing/thrownBy'
import { parentApprovalCall } from './parentApprovalCall'
import { readParentApproval } from './readParentApproval'

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const hash = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => toHex(bytes) as Hash)
const child: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'

describe('parentApprovalCall and readParentApproval', () => {
  it('build approveHash(safeTxHash) to the child, which reads back as the same child and hash', () => {
    fc.assert(
      fc.property(address, hash, (safe, safeTxHash) => {
        const call = parentApprovalCall({ child: safe, safeTxHash })
        expect(call).toMatchObject({ to: safe, value: 0n, operation: 0 })
        expect(call.data.slice(0, 10)).toBe('0xd4d9bdcd')
        expect(readParentApproval({ ...call, operation: 0 })).toEqual({ child: safe, safeTxHash })
      }),
    )
  })

  it('is not read from a call with value, a delegatecall, extra or missing bytes or another function', () => {
    fc.assert(
      fc.property(hash, fc.bigInt({ min: 1n, max: 2n ** 96n }), (safeTxHash, value) => {
        const call = { ...parentApprovalCall({ child, safeTxHash }), operation: 0 }
        expect(readParentApproval({ ...call, value })).toBeUndefined()
        expect(readParentApproval({ ...call, operation: 1 })).toBeUndefined()
        expect(readParentApproval({ ...call, data: `${call.data}00` })).toBeUndefined()
        expect(readParentApproval({ ...call, data: call.data.slice(0, -2) as Hash })).toBeUndefined()
        expect(readParentApproval({ ...call, data: `0xd4d9bdce${call.data.slice(10)}` })).toBeUndefined()
      }),
    )
  })

  it('refuses a hash that is not 32 bytes and a child that is not an address', () => {
    for (const safeTxHash of ['0x', '0x1234', `0x${'ab'.repeat(33)}`, `0x${'zz'.repeat(32)}`] as Hash[])
      expect(thrownBy(() => parentApprovalCall({ child, safeTxHash }), InvalidInputError).message).toMatch(/32 bytes/)
    expect(
      thrownBy(
        () => parentApprovalCall({ child: '0x1234' as Address, safeTxHash: `0x${'ab'.repeat(32)}` }),
        InvalidInputError,
      ).message,
    ).toMatch(/not an address/)
  })
})
