import fc from 'fast-check'
import { type Address, encodeFunctionData, getAddress, type Hex, isAddressEqual, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeL2Abi } from './abis/safeL2Abi'
import { assessSafeTx } from './assessSafeTx'
import { encodeMultiSend, type MultiSendTx } from './encodeMultiSend'
import { trustedDelegateCallTargets } from './trustedDelegateCallTargets'

const SAFE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const trusted = Object.values(trustedDelegateCallTargets)

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const untrusted = address.filter((candidate) => !trusted.some((target) => isAddressEqual(target, candidate)))
const notSafe = address.filter((candidate) => !isAddressEqual(candidate, SAFE))
const data = fc.uint8Array({ maxLength: 64 }).map((bytes) => toHex(bytes))
const plainCall: fc.Arbitrary<MultiSendTx> = fc.record({
  to: notSafe,
  value: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  data,
  operation: fc.constant(0 as const),
})
const settingsData = fc.constantFrom<Hex>(
  encodeFunctionData({ abi: safeL2Abi, functionName: 'addOwnerWithThreshold', args: [OWNER, 2n] }),
  encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [1n] }),
  encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [OWNER] }),
  encodeFunctionData({ abi: safeL2Abi, functionName: 'setGuard', args: [OWNER] }),
  encodeFunctionData({ abi: safeL2Abi, functionName: 'setFallbackHandler', args: [OWNER] }),
  encodeFunctionData({
    abi: safeL2Abi,
    functionName: 'swapOwner',
    args: ['0x0000000000000000000000000000000000000001', OWNER, SAFE],
  }),
)
const batch = (calls: readonly MultiSendTx[]) => ({
  to: trustedDelegateCallTargets.multiSend,
  value: 0n,
  data: encodeMultiSend(calls),
  operation: 1 as const,
})

describe('assessSafeTx', () => {
  it('finds nothing in plain calls to other contracts, alone or batched', () => {
    fc.assert(
      fc.property(fc.array(plainCall, { maxLength: 6 }), (calls) => {
        for (const call of calls)
          expect(assessSafeTx({ safe: SAFE, tx: call })).toEqual({ blocks: [], controlChanges: [] })
        expect(assessSafeTx({ safe: SAFE, tx: batch(calls) })).toEqual({ blocks: [], controlChanges: [] })
      }),
      { seed: 11, numRuns: 100 },
    )
  })

  it('blocks a DELEGATE call to any untrusted contract, at the top and at any position of a batch', () => {
    fc.assert(
      fc.property(untrusted, data, fc.array(plainCall, { maxLength: 5 }), fc.nat(), (target, calldata, calls, at) => {
        expect(
          assessSafeTx({ safe: SAFE, tx: { to: target, value: 0n, data: calldata, operation: 1 } }).blocks,
        ).toEqual([{ reason: 'untrusted-delegate-call', target, path: [] }])
        const position = at % (calls.length + 1)
        const inner = [...calls]
        inner.splice(position, 0, { to: target, value: 0n, data: calldata, operation: 1 })
        expect(assessSafeTx({ safe: SAFE, tx: batch(inner) }).blocks).toEqual([
          { reason: 'untrusted-delegate-call', target, path: [position] },
        ])
      }),
      { seed: 12, numRuns: 100 },
    )
  })

  it('lets the trusted targets through', () => {
    for (const target of [trustedDelegateCallTargets.signMessageLib, trustedDelegateCallTargets.multiSendCallOnly])
      expect(assessSafeTx({ safe: SAFE, tx: { to: target, value: 0n, data: '0x', operation: 1 } }).blocks).toEqual([])
  })

  it('reports every change of control with its place, alone or inside a batch', () => {
    fc.assert(
      fc.property(settingsData, fc.array(plainCall, { maxLength: 5 }), fc.nat(), (calldata, calls, at) => {
        const alone = assessSafeTx({ safe: SAFE, tx: { to: SAFE, value: 0n, data: calldata, operation: 0 } })
        expect(alone.blocks).toEqual([])
        expect(alone.controlChanges).toHaveLength(1)
        expect(alone.controlChanges[0]).toMatchObject({ kind: 'settings', path: [] })
        const position = at % (calls.length + 1)
        const inner = [...calls]
        inner.splice(position, 0, { to: SAFE, value: 0n, data: calldata, operation: 0 })
        const batched = assessSafeTx({ safe: SAFE, tx: batch(inner) })
        expect(batched.controlChanges.map((change) => change.path)).toEqual([[position]])
      }),
      { seed: 13, numRuns: 100 },
    )
  })

  it('treats the migration contract as a change of control, and an unreadable batch as blocked', () => {
    const migration = trustedDelegateCallTargets.safeMigration
    expect(assessSafeTx({ safe: SAFE, tx: { to: migration, value: 0n, data: '0x', operation: 1 } })).toEqual({
      blocks: [],
      controlChanges: [{ kind: 'migration', target: migration, path: [] }],
    })
    expect(
      assessSafeTx({
        safe: SAFE,
        tx: { to: trustedDelegateCallTargets.multiSend, value: 0n, data: '0x00ff', operation: 1 },
      }).blocks,
    ).toEqual([{ reason: 'undecodable-batch', target: trustedDelegateCallTargets.multiSend, path: [] }])
  })
})
