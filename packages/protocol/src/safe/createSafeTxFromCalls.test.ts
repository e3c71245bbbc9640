import fc from 'fast-check'
import { type Address, bytesToHex, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { assessSafeTx } from './assessSafeTx'
import { canonicalAddresses } from './canonicalAddresses'
import { createSafeTxFromCalls, type SafeTxCall } from './createSafeTxFromCalls'
import { decodeMultiSend } from './decodeMultiSend'
import { trustedDelegateCallTargets } from './trustedDelegateCallTargets'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] })

const addressArb = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(bytesToHex(bytes)) as Address)
const callArb: fc.Arbitrary<SafeTxCall> = fc.record({
  to: addressArb,
  value: fc.bigInt({ min: 0n, max: maxUint256 }),
  data: fc.uint8Array({ maxLength: 200 }).map((bytes) => bytesToHex(bytes)),
})

describe('createSafeTxFromCalls', () => {
  it('makes one call the transaction itself, with the nonce and no gas refund', () => {
    const tx = createSafeTxFromCalls({ calls: [{ to: token, value: 0n, data: transfer }], nonce: 7n })
    expect(tx).toMatchObject({ to: token, value: 0n, data: transfer, operation: 0, nonce: 7n, safeTxGas: 0n })
    expect(tx.gasPrice).toBe(0n)
  })

  it('takes the estimated safeTxGas', () => {
    const tx = createSafeTxFromCalls({ calls: [{ to: bob, value: 1n, data: '0x' }], nonce: 0n, safeTxGas: 51_000n })
    expect(tx.safeTxGas).toBe(51_000n)
  })

  it('makes several calls one DELEGATECALL to MultiSendCallOnly, in their order', () => {
    const calls: SafeTxCall[] = [
      { to: bob, value: 10n, data: '0x' },
      { to: token, value: 0n, data: transfer },
    ]
    const tx = createSafeTxFromCalls({ calls, nonce: 3n })
    expect(tx.to).toBe(canonicalAddresses.multiSendCallOnly)
    expect(tx.operation).toBe(1)
    expect(tx.value).toBe(0n)
    expect(decodeMultiSend(tx.data)).toEqual(calls.map((call) => ({ ...call, operation: 0 })))
    expect(assessSafeTx({ safe: bob, tx }).blocks).toEqual([])
  })

  it('refuses an empty list with a sentence', () => {
    expect(() => createSafeTxFromCalls({ calls: [], nonce: 0n })).toThrow(
      new InvalidInputError('The transaction has no action yet: add one before reviewing it.'),
    )
  })

  it('allows a single DELEGATECALL to a trusted target only', () => {
    const migration = createSafeTxFromCalls({
      calls: [{ to: trustedDelegateCallTargets.safeMigration, value: 0n, data: '0x1234', operation: 1 }],
      nonce: 1n,
    })
    expect(migration.operation).toBe(1)
    expect(() =>
      createSafeTxFromCalls({ calls: [{ to: token, value: 0n, data: '0x', operation: 1 }], nonce: 1n }),
    ).toThrow(/not one of the trusted Safe contracts/)
  })

  it('refuses a DELEGATECALL inside a batch, naming the action', () => {
    expect(() =>
      createSafeTxFromCalls({
        calls: [
          { to: bob, value: 0n, data: '0x' },
          { to: trustedDelegateCallTargets.signMessageLib, value: 0n, data: '0x', operation: 1 },
        ],
        nonce: 1n,
      }),
    ).toThrow('Action 2 is a delegate call, which a batch cannot hold: propose it on its own.')
  })

  it('round-trips any batch through decodeMultiSend and passes the guardrails', () => {
    fc.assert(
      fc.property(
        fc.array(callArb, { minLength: 2, maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        (calls, nonce) => {
          const tx = createSafeTxFromCalls({ calls, nonce })
          expect(tx.nonce).toBe(nonce)
          expect(tx.to).toBe(trustedDelegateCallTargets.multiSendCallOnly)
          expect(decodeMultiSend(tx.data)).toEqual(
            calls.map((call) => ({ operation: 0, to: call.to, value: call.value, data: call.data.toLowerCase() })),
          )
          expect(assessSafeTx({ safe: bob, tx }).blocks).toEqual([])
        },
      ),
      { numRuns: 200 },
    )
  })

  it('passes any single call through unchanged', () => {
    fc.assert(
      fc.property(callArb, (call) => {
        const tx = createSafeTxFromCalls({ calls: [call], nonce: 0n })
        expect({ to: tx.to, value: tx.value, data: tx.data, operation: tx.operation }).toEqual({
          ...call,
          operation: 0,
        })
      }),
    )
  })
})
