import { createSafeTx, splitSignatures } from '@strongroom/protocol'
import { type Address, getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { fakeSafeChain } from '../testing/fakeSafeChain'
import { signedConfirmation, transactionDetailsFixture } from '../testing/transactionDetailsFixture'
import { buildExecTransaction } from './buildExecTransaction'
import { reviewSafeTx } from './reviewSafeTx'

const chainId = 1337
const safe = getAddress(SAFE_ADDRESS)
const [alice, bob, carol] = Array.from({ length: 3 }, () => privateKeyToAccount(generatePrivateKey()))
const owners: Address[] = [alice!.address, bob!.address, carol!.address]
const tx = createSafeTx({ to: carol!.address, value: 1n, nonce: 0n })

async function reviewWith(signers: (typeof alice)[], threshold = 2) {
  const state = { owners, threshold, nonce: 0n }
  const confirmations = await Promise.all(signers.map((owner) => signedConfirmation(owner!, { chainId, safe, tx })))
  const details = transactionDetailsFixture({ chainId, safe, tx, owners, threshold, confirmations })
  return reviewSafeTx(fakeSafeChain({ chainId, safe, state }).client, { details, chainId, safe, chain: state })
}

describe('buildExecTransaction', () => {
  it('joins the verified confirmations the threshold needs, in ascending owner order', async () => {
    const call = buildExecTransaction(await reviewWith([alice, bob, carol]), {
      executor: carol!.address,
      signAndExecute: false,
    })
    const entries = splitSignatures(call.signatures)
    expect(entries).toHaveLength(2)
    expect(entries.every((entry) => entry.kind === 'EOA')).toBe(true)
    expect(call.includesExecutorApproval).toBe(false)
  })

  it('adds the executor’s approval (v = 1, the owner as r) for sign-and-execute', async () => {
    const call = buildExecTransaction(await reviewWith([alice]), { executor: bob!.address, signAndExecute: true })
    const entries = splitSignatures(call.signatures)
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['APPROVED_HASH', 'EOA'])
    expect(entries.find((entry) => entry.kind === 'APPROVED_HASH')?.claimedSigner).toBe(bob!.address)
    expect(call.includesExecutorApproval).toBe(true)
  })

  it('says how many confirmations are missing', async () => {
    const review = await reviewWith([alice], 3)
    expect(() => buildExecTransaction(review, { executor: bob!.address, signAndExecute: false })).toThrow(
      'This transaction needs 2 more confirmations before it can be executed.',
    )
    expect(() => buildExecTransaction(review, { executor: bob!.address, signAndExecute: true })).toThrow(
      'This transaction needs 1 more confirmation before it can be executed.',
    )
  })
})
