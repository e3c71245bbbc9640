import fc from 'fast-check'
import { type Address, encodeFunctionData, getAddress, type Hex, isAddressEqual, toHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeL2Abi } from './abis/safeL2Abi'
import { signMessageLibAbi } from './abis/signMessageLibAbi'
import { assessSafeTx, MAX_BATCH_NESTING } from './assessSafeTx'
import { encodeMultiSend, type MultiSendTx } from './encodeMultiSend'
import { knownDelegateCallTargets } from './knownDelegateCallTargets'
import { trustedDelegateCallTargets } from './trustedDelegateCallTargets'

const SAFE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const trusted = Object.values(knownDelegateCallTargets).flat()

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
type Refund = { safeTxGas: bigint; baseGas: bigint; gasPrice: bigint; gasToken: Address; refundReceiver: Address }
const NO_REFUND: Refund = {
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
}
const nothing = { blocks: [], controlChanges: [], refund: null, messageSignatures: [] }
const assess = (call: MultiSendTx, refund: Partial<Refund> = {}, owners?: readonly Address[]) =>
  assessSafeTx({ safe: SAFE, tx: { ...NO_REFUND, ...call, ...refund }, owners })
const HASH: Hex = '0x2f3a8e4ac3e2c2b5b4d8e0c7c5e6f1a9d4b3c2a1f0e9d8c7b6a5f4e3d2c1b0a9'
const signMessage = (data: Hex): MultiSendTx => ({
  to: trustedDelegateCallTargets.signMessageLib,
  value: 0n,
  data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [data] }),
  operation: 1,
})
const batch = (calls: readonly MultiSendTx[]) => ({
  to: trustedDelegateCallTargets.multiSend,
  value: 0n,
  data: encodeMultiSend(calls),
  operation: 1 as const,
})

describe('assessSafeTx', () => {
  it('reads and trusts the batch, message and migration contracts of 1.3.0 (both sets) and 1.5.0 like 1.4.1’s', () => {
    const multiSendCallOnly130 = '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D'
    const multiSend130eip155 = '0x998739BFdAAdde7C933B942a68053933098f9EDa'
    const evil: Address = '0x00000000000000000000000000000000000000e1'
    const inner = [{ to: evil, value: 0n, data: '0x' as Hex, operation: 1 as const }]
    for (const to of [
      multiSendCallOnly130,
      multiSend130eip155,
      '0xA83c336B20401Af773B6219BA5027174338D1836',
    ] as const) {
      expect(assess({ to, value: 0n, data: encodeMultiSend([]), operation: 1 })).toEqual(nothing)
      // Read as a batch: the DELEGATE call inside is found and blocked.
      expect(assess({ to, value: 0n, data: encodeMultiSend(inner), operation: 1 }).blocks).toEqual([
        { reason: 'untrusted-delegate-call', target: evil, path: [0] },
      ])
    }
    const signed = assess({ ...signMessage(HASH), to: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2' })
    expect(signed.messageSignatures).toEqual([{ data: HASH, path: [] }])
    const migration150 = '0x6439e7ABD8Bb915A5263094784C5CF561c4172AC'
    expect(assess({ to: migration150, value: 0n, data: '0x', operation: 1 }).controlChanges).toEqual([
      { kind: 'migration', target: migration150, path: [] },
    ])
  })

  it('finds nothing in plain calls to other contracts, alone or batched', () => {
    fc.assert(
      fc.property(fc.array(plainCall, { maxLength: 6 }), (calls) => {
        for (const call of calls) expect(assess(call)).toEqual(nothing)
        expect(assess(batch(calls))).toEqual(nothing)
      }),
      { seed: 11, numRuns: 100 },
    )
  })

  it('blocks a DELEGATE call to any untrusted contract, at the top and at any position of a batch', () => {
    fc.assert(
      fc.property(untrusted, data, fc.array(plainCall, { maxLength: 5 }), fc.nat(), (target, calldata, calls, at) => {
        expect(assess({ to: target, value: 0n, data: calldata, operation: 1 }).blocks).toEqual([
          { reason: 'untrusted-delegate-call', target, path: [] },
        ])
        const position = at % (calls.length + 1)
        const inner = [...calls]
        inner.splice(position, 0, { to: target, value: 0n, data: calldata, operation: 1 })
        expect(assess(batch(inner)).blocks).toEqual([{ reason: 'untrusted-delegate-call', target, path: [position] }])
      }),
      { seed: 12, numRuns: 100 },
    )
  })

  it('lets the trusted targets through', () => {
    expect(
      assess({ to: trustedDelegateCallTargets.multiSendCallOnly, value: 0n, data: '0x', operation: 1 }).blocks,
    ).toEqual([])
    expect(assess(signMessage(HASH)).blocks).toEqual([])
  })

  it('reports every change of control with its place, alone or inside a batch', () => {
    fc.assert(
      fc.property(settingsData, fc.array(plainCall, { maxLength: 5 }), fc.nat(), (calldata, calls, at) => {
        const alone = assess({ to: SAFE, value: 0n, data: calldata, operation: 0 })
        expect(alone.blocks).toEqual([])
        expect(alone.controlChanges).toHaveLength(1)
        expect(alone.controlChanges[0]).toMatchObject({ kind: 'settings', path: [] })
        const position = at % (calls.length + 1)
        const inner = [...calls]
        inner.splice(position, 0, { to: SAFE, value: 0n, data: calldata, operation: 0 })
        const batched = assess(batch(inner))
        expect(batched.controlChanges.map((change) => change.path)).toEqual([[position]])
      }),
      { seed: 13, numRuns: 100 },
    )
  })

  it('treats the migration contract as a change of control, and an unreadable batch as blocked', () => {
    const migration = trustedDelegateCallTargets.safeMigration
    expect(assess({ to: migration, value: 0n, data: '0x', operation: 1 })).toEqual({
      ...nothing,
      controlChanges: [{ kind: 'migration', target: migration, path: [] }],
    })
    expect(
      assess({ to: trustedDelegateCallTargets.multiSend, value: 0n, data: '0x00ff', operation: 1 }).blocks,
    ).toEqual([{ reason: 'undecodable-batch', target: trustedDelegateCallTargets.multiSend, path: [] }])
  })

  describe('gas refunds (docs/web-security.md §2.1)', () => {
    const TOKEN: Address = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'
    const ATTACKER: Address = '0x000000000000000000000000000000000000bEEF'
    const send = { to: OWNER, value: 10n ** 16n, data: '0x' as Hex, operation: 0 as const }

    it('blocks a refund of a whole token balance to a stranger behind a harmless transfer, naming its largest payout', () => {
      const assessment = assess(
        send,
        { gasPrice: 1n, baseGas: 10n ** 12n, safeTxGas: 0n, gasToken: TOKEN, refundReceiver: ATTACKER },
        [OWNER],
      )
      expect(assessment.refund).toEqual({
        gasToken: TOKEN,
        gasPrice: 1n,
        gas: 10n ** 12n,
        maxPayout: 10n ** 12n,
        receiver: ATTACKER,
        receiverIsOwner: false,
      })
      expect(assessment.blocks).toEqual([
        { reason: 'refund-without-gas', path: [] },
        { reason: 'refund-to-stranger', receiver: ATTACKER, path: [] },
      ])
    })

    it('blocks a refund in the native coin to whoever executes', () => {
      const assessment = assess(send, { gasPrice: 10n ** 12n, baseGas: 10n ** 9n, safeTxGas: 50_000n }, [OWNER])
      expect(assessment.refund).toMatchObject({ receiver: 'executor', maxPayout: (10n ** 9n + 50_000n) * 10n ** 12n })
      expect(assessment.blocks).toEqual([{ reason: 'refund-to-executor', path: [] }])
    })

    it('reports a refund to an owner for acknowledgement, and blocks it when no owners are known', () => {
      const refund = { gasPrice: 3n, baseGas: 21_000n, safeTxGas: 60_000n, refundReceiver: OWNER }
      const toOwner = assess(send, refund, [OWNER])
      expect(toOwner.blocks).toEqual([])
      expect(toOwner.refund).toMatchObject({ receiver: OWNER, receiverIsOwner: true, maxPayout: 81_000n * 3n })
      expect(assess(send, refund).blocks).toEqual([{ reason: 'refund-to-stranger', receiver: OWNER, path: [] }])
    })

    it('finds a refund exactly when gasPrice is not zero, whatever the other refund fields say', () => {
      const amount = fc.bigInt({ min: 0n, max: 2n ** 128n })
      fc.assert(
        fc.property(amount, amount, amount, address, address, (gasPrice, baseGas, safeTxGas, gasToken, receiver) => {
          const assessment = assess(send, { gasPrice, baseGas, safeTxGas, gasToken, refundReceiver: receiver }, [OWNER])
          if (gasPrice === 0n) return expect(assessment).toEqual(nothing)
          expect(assessment.refund?.maxPayout).toBe((safeTxGas + baseGas) * gasPrice)
          const allowed = safeTxGas > 0n && isAddressEqual(receiver, OWNER)
          expect(assessment.blocks.length === 0).toBe(allowed)
        }),
        { seed: 14, numRuns: 200 },
      )
    })
  })

  describe('on-chain message signing through SignMessageLib', () => {
    it('reports the bytes signed, alone or inside a batch', () => {
      expect(assess(signMessage(HASH))).toEqual({ ...nothing, messageSignatures: [{ data: HASH, path: [] }] })
      const batched = assess(batch([{ to: OWNER, value: 1n, data: '0x', operation: 0 }, signMessage(HASH)]))
      expect(batched.messageSignatures).toEqual([{ data: HASH, path: [1] }])
    })

    it('blocks a DELEGATE call to SignMessageLib that is not signMessage(bytes)', () => {
      const target = trustedDelegateCallTargets.signMessageLib
      for (const data of ['0x', '0x85a5affe', '0xdeadbeef00'] as const)
        expect(assess({ to: target, value: 0n, data, operation: 1 }).blocks).toEqual([
          { reason: 'undecodable-message-signature', target, path: [] },
        ])
    })
  })

  describe('nested batches', () => {
    const nest = (levels: number): MultiSendTx => {
      let call: MultiSendTx = { to: OWNER, value: 1n, data: '0x', operation: 0 }
      for (let level = 0; level < levels; level++) call = batch([call])
      return call
    }

    it(`reads ${MAX_BATCH_NESTING} levels of batches and blocks the next one`, () => {
      expect(assess(nest(MAX_BATCH_NESTING))).toEqual(nothing)
      const deeper = assess(nest(MAX_BATCH_NESTING + 1))
      expect(deeper.blocks).toEqual([
        { reason: 'batch-too-deep', target: trustedDelegateCallTargets.multiSend, path: [0, 0, 0, 0] },
      ])
    })

    it('refuses a batch nested thousands of levels deep without exhausting the stack', () => {
      // Packed batches inside one another, built outside in: each level's header gives the size of what follows.
      const innermost = encodeMultiSend([{ to: OWNER, value: 1n, data: '0x', operation: 0 }]).slice(2)
      const target = trustedDelegateCallTargets.multiSend.slice(2).toLowerCase()
      const headers: string[] = []
      for (let level = 3_000; level >= 1; level--) {
        const inner = innermost.length / 2 + 85 * (level - 1)
        headers.push(`01${target}${'0'.repeat(64)}${inner.toString(16).padStart(64, '0')}`)
      }
      const data: Hex = `0x${headers.join('')}${innermost}`
      const assessment = assess({ to: trustedDelegateCallTargets.multiSend, value: 0n, data, operation: 1 })
      expect(assessment.blocks.map((block) => block.reason)).toEqual(['batch-too-deep'])
    })
  })
})
