import { createSafeTx, splitSignatures } from '@strongroom/protocol'
import type { PrivateKeyAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { safeTxScene } from '../testing/safeTxScene'
import { buildExecTransaction } from './buildExecTransaction'

const scene = safeTxScene()
const { alice, bob, carol } = scene
const tx = createSafeTx({ to: carol.address, value: 1n, nonce: 0n })

async function reviewWith(confirmedBy: PrivateKeyAccount[], threshold = 2) {
  return scene.review(await scene.details(tx, { confirmedBy }), { threshold, nonce: 0n })
}

describe('buildExecTransaction', () => {
  it('joins the verified confirmations the threshold needs, in ascending owner order', async () => {
    const call = buildExecTransaction(await reviewWith([alice, bob, carol]), {
      executor: carol.address,
      signAndExecute: false,
    })
    const entries = splitSignatures(call.signatures)
    expect(entries).toHaveLength(2)
    expect(entries.every((entry) => entry.kind === 'EOA')).toBe(true)
    expect(call.includesExecutorApproval).toBe(false)
  })

  it('adds the executor’s approval (v = 1, the owner as r) for sign-and-execute', async () => {
    const call = buildExecTransaction(await reviewWith([alice]), { executor: bob.address, signAndExecute: true })
    const entries = splitSignatures(call.signatures)
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['APPROVED_HASH', 'EOA'])
    expect(entries.find((entry) => entry.kind === 'APPROVED_HASH')?.claimedSigner).toBe(bob.address)
    expect(call.includesExecutorApproval).toBe(true)
  })

  it('says how many confirmations are missing', async () => {
    const review = await reviewWith([alice], 3)
    expect(() => buildExecTransaction(review, { executor: bob.address, signAndExecute: false })).toThrow(
      'This transaction needs 2 more confirmations before it can be executed.',
    )
    expect(() => buildExecTransaction(review, { executor: bob.address, signAndExecute: true })).toThrow(
      'This transaction needs 1 more confirmation before it can be executed.',
    )
  })
})
