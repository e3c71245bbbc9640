import { createSafeTx, safeL2Abi } from '@strongroom/protocol'
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeTxScene } from '../testing/safeTxScene'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'

const scene = safeTxScene()
const { safe, alice, bob, mallory } = scene

async function reviewOf(fields: Parameters<typeof createSafeTx>[0], safeNonce = 0n) {
  return scene.review(await scene.details(createSafeTx(fields)), { nonce: safeNonce })
}

function refusal(run: () => void): SafeTxRefusedError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(SafeTxRefusedError)
    return error as SafeTxRefusedError
  }
  throw new Error('no refusal')
}

describe('assertOwnerMaySign', () => {
  it('lets an owner sign a plain pending transaction', async () => {
    const review = await reviewOf({ to: mallory.address, value: 1n, nonce: 0n })
    expect(() => assertOwnerMaySign(review, { account: bob.address, acknowledgedControlChange: false })).not.toThrow()
  })

  it('refuses an untrusted DELEGATE call, but lets the owner reject it', async () => {
    const review = await reviewOf({ to: mallory.address, operation: 1, nonce: 0n })
    const error = refusal(() => assertOwnerMaySign(review, { account: bob.address, acknowledgedControlChange: true }))
    expect(error.reason).toBe('blocked')
    expect(error.message).toContain('DELEGATE call to a contract that is not on the trusted list')
    expect(() =>
      assertOwnerMaySign(review, { account: bob.address, acknowledgedControlChange: false, purpose: 'reject' }),
    ).not.toThrow()
  })

  it('needs the acknowledgement of a change of control', async () => {
    const data = encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [1n] })
    const review = await reviewOf({ to: safe, data, nonce: 0n })
    expect(
      refusal(() => assertOwnerMaySign(review, { account: bob.address, acknowledgedControlChange: false })).reason,
    ).toBe('unacknowledged')
    expect(() => assertOwnerMaySign(review, { account: bob.address, acknowledgedControlChange: true })).not.toThrow()
  })

  it('refuses a gas refund to whoever executes or to a stranger, also for executing, and needs a refund to an owner acknowledged (docs/web-security.md §2.1)', async () => {
    const refund = {
      to: mallory.address,
      value: 1n,
      nonce: 0n,
      safeTxGas: 60_000n,
      baseGas: 10n ** 9n,
      gasPrice: 10n ** 9n,
    }
    for (const refundReceiver of [undefined, mallory.address]) {
      const review = await reviewOf({ ...refund, refundReceiver })
      const error = refusal(() => assertOwnerMaySign(review, { account: bob.address, acknowledgedControlChange: true }))
      expect(error.reason).toBe('blocked')
      expect(error.message).toMatch(/gas refund/)
    }
    const toOwner = await reviewOf({ ...refund, refundReceiver: alice.address })
    expect(
      refusal(() => assertOwnerMaySign(toOwner, { account: bob.address, acknowledgedControlChange: false })).reason,
    ).toBe('unacknowledged')
    expect(() => assertOwnerMaySign(toOwner, { account: bob.address, acknowledgedControlChange: true })).not.toThrow()
  })

  it('refuses a signer who is not an owner by the contract, and a transaction the Safe has passed', async () => {
    const review = await reviewOf({ to: mallory.address, nonce: 0n })
    expect(
      refusal(() => assertOwnerMaySign(review, { account: mallory.address, acknowledgedControlChange: false })).reason,
    ).toBe('not-owner')
    const passed = await reviewOf({ to: mallory.address, nonce: 0n }, 1n)
    const error = refusal(() => assertOwnerMaySign(passed, { account: bob.address, acknowledgedControlChange: false }))
    expect(error.message).toBe('Transaction #0 was already executed or replaced. Nothing was signed.')
  })
})
