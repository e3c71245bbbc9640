import {
  createSafeTx,
  getSafeTxHash,
  getSafeTxTypedData,
  type SafeTx,
  safeL2Abi,
  signMessageLibAbi,
  type TransactionDetails,
  trustedDelegateCallTargets,
} from '@strongroom/protocol'
import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  keccak256,
  parseEther,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { safeTxScene } from '../testing/safeTxScene'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { reviewSafeTx } from './reviewSafeTx'

const scene = safeTxScene()
const { chainId, safe, alice, bob, carol, mallory, owners } = scene
const tx: SafeTx = createSafeTx({ to: mallory.address, value: parseEther('0.1'), nonce: 3n })

const multisig = (details: TransactionDetails) =>
  details.detailedExecutionInfo as Extract<TransactionDetails['detailedExecutionInfo'], { type: 'MULTISIG' }>

/** A confirmation the gateway lists without signature bytes: an approval on chain, as it claims. */
const approvedByBob = { signer: { value: bob.address, name: null, logoUri: null }, signature: null, submittedAt: 1 }

const buildSignMessageCall = (data: Hex) => ({
  to: trustedDelegateCallTargets.signMessageLib,
  data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [data] }),
  operation: 1 as const,
})

describe('reviewSafeTx (protocol verification through a viem public client)', () => {
  it('computes the domain, message and safeTxHash from the fields and verifies each confirmation', async () => {
    const { client, state } = scene.chain()
    const details = await scene.details(tx, { confirmedBy: [alice] })
    const review = await reviewSafeTx(client, { details, chainId, safe, chain: state, requestedId: details.txId })
    expect(review.safeTxHash).toBe(hashTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx })))
    expect(review.problems).toEqual([])
    expect(review.state).toBe('pending')
    expect(review.confirmations).toMatchObject([{ status: 'verified', signer: alice.address, kind: 'EOA' }])
    expect(review.domainHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(review.messageHash).not.toBe(review.safeTxHash)
  })

  it('reports an answer whose fields do not produce its safeTxHash (a `to` or `value` altered on the way)', async () => {
    for (const alter of [
      (d: TransactionDetails) => {
        d.txData!.to.value = owners[0]!
      },
      (d: TransactionDetails) => {
        d.txData!.value = '5000000000000000000'
      },
    ]) {
      const details = await scene.details(tx)
      alter(details)
      const review = await scene.review(details)
      expect(review.problems.map(({ kind }) => kind)).toContain('hash-mismatch')
    }
  })

  it('reports an answer for another transaction than the link names, even when it is self-consistent', async () => {
    const { client, state } = scene.chain()
    const details = await scene.details(tx)
    const other = getSafeTxHash({ chainId, safeAddress: safe, tx: { ...tx, nonce: 4n } })
    const review = await reviewSafeTx(client, {
      details,
      chainId,
      safe,
      chain: state,
      requestedId: `multisig_${safe}_${other}`,
    })
    expect(review.problems.map(({ kind }) => kind)).toEqual(['wrong-transaction'])
  })

  it('shows a confirmation that does not verify in red: altered bytes, signed by someone else, or for another tx', async () => {
    const good = await scene.confirmation(alice, tx)
    const altered = {
      ...good,
      signature: `${good.signature!.slice(0, 10)}${good.signature!.slice(10, 12) === 'aa' ? 'bb' : 'aa'}${good.signature!.slice(12)}`,
    }
    const byBobListedAsCarol = {
      ...(await scene.confirmation(bob, tx)),
      signer: { value: carol.address, name: null, logoUri: null },
    }
    const forAnotherTx = await scene.confirmation(bob, { ...tx, nonce: 9n })
    for (const confirmation of [altered, byBobListedAsCarol, forAnotherTx]) {
      const review = await scene.review(await scene.details(tx, { confirmations: [confirmation] }))
      expect(review.confirmations[0]?.status).toBe('invalid')
      expect(review.problems.map(({ kind }) => kind)).toEqual(['confirmation'])
      expect(review.problems[0]?.message).toMatch(/does not verify/)
    }
  })

  it('does not count a valid confirmation of a former owner, without calling it forged', async () => {
    const details = await scene.details(tx, { confirmedBy: [alice] })
    const review = await scene.review(details, { owners: [bob.address, carol.address] })
    expect(review.confirmations).toMatchObject([{ status: 'former-owner' }])
    expect(review.problems).toEqual([])
  })

  it('checks an on-chain approval (no signature bytes) against approvedHashes', async () => {
    const hash = getSafeTxHash({ chainId, safeAddress: safe, tx })
    const approved = scene.chain({ approved: new Set([`${bob.address.toLowerCase()}:${hash}`]) })
    const details = await scene.details(tx, { confirmations: [approvedByBob] })
    const ok = await reviewSafeTx(approved.client, { details, chainId, safe, chain: approved.state })
    expect(ok.confirmations).toMatchObject([{ status: 'verified', kind: 'APPROVED_HASH' }])
    expect(approved.calls).toContain('approvedHashes')
    const bad = await scene.review(details)
    expect(bad.confirmations).toMatchObject([{ status: 'invalid' }])
  })

  it('counts an on-chain approval of a pending transaction only when approvedHashes says so, whoever the gateway names as executor (hostile gateway, docs/web-security.md §2.3)', async () => {
    const details = await scene.details(tx, { confirmations: [approvedByBob] })
    multisig(details).executor = { value: bob.address, name: null, logoUri: null }
    const { client, state, calls } = scene.chain()
    const review = await reviewSafeTx(client, { details, chainId, safe, chain: state })
    expect(calls).toContain('approvedHashes')
    expect(review.confirmations).toMatchObject([{ status: 'invalid' }])
    expect(review.problems.map(({ kind }) => kind)).toEqual(['confirmation'])
    // Once the Safe's nonce has passed it and the gateway says it ran, the executor's own approval needs no bytes.
    details.txStatus = 'SUCCESS'
    const executed = await scene.review(details, { nonce: 4n })
    expect(executed.confirmations).toMatchObject([{ status: 'verified', kind: 'APPROVED_HASH' }])
  })

  it('says a transaction whose nonce the Safe has passed is settled, and replaced once the gateway says so', async () => {
    expect((await scene.review(await scene.details(tx), { nonce: 4n })).state).toBe('settled')
    const cancelled = await scene.details(tx, { txStatus: 'CANCELLED' })
    expect((await scene.review(cancelled, { nonce: 4n })).state).toBe('replaced')
  })

  it('blocks an untrusted DELEGATE call and flags a change of owners', async () => {
    const delegate = createSafeTx({ to: mallory.address, operation: 1, nonce: 3n })
    const review = await scene.review(await scene.details(delegate))
    expect(review.assessment.blocks).toMatchObject([{ reason: 'untrusted-delegate-call' }])
    const data = encodeFunctionData({
      abi: safeL2Abi,
      functionName: 'addOwnerWithThreshold',
      args: [mallory.address, 2n],
    })
    const addOwner = await scene.review(await scene.details(createSafeTx({ to: safe, data, nonce: 3n })))
    expect(addOwner.assessment.controlChanges).toMatchObject([{ kind: 'settings' }])
    expect(addOwner.assessment.blocks).toEqual([])
  })

  it('lets a failing node fail the review instead of calling a confirmation invalid', async () => {
    const broken = createPublicClient({
      transport: custom({
        async request() {
          throw new Error('node down')
        },
      }),
    })
    const details = await scene.details(tx, { confirmations: [approvedByBob] })
    await expect(
      reviewSafeTx(broken, { details, chainId, safe, chain: { owners, threshold: 2, nonce: 3n } }),
    ).rejects.toThrow('node down')
  })

  describe('what a hostile gateway or proposer slips in (docs/web-security.md §2)', () => {
    const usdc: Address = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'
    const tokens = { [usdc]: { symbol: 'USDC', decimals: 6 } }

    it('reports a refund of the gas token to a stranger behind a harmless transfer, and reads the token from the chain, not the gateway', async () => {
      const refunding = createSafeTx({
        to: bob.address,
        value: parseEther('0.01'),
        nonce: 3n,
        baseGas: 10n ** 12n,
        gasPrice: 1n,
        safeTxGas: 50_000n,
        gasToken: usdc,
        refundReceiver: mallory.address,
      })
      const details = await scene.details(refunding)
      multisig(details).gasTokenInfo = {
        type: 'ERC20',
        address: usdc,
        name: 'Tether',
        symbol: 'USDT',
        decimals: 18,
        logoUri: null,
      }
      const review = await scene.review(details, { tokens })
      expect(review.problems).toEqual([])
      expect(review.assessment.refund).toMatchObject({ gasToken: usdc, maxPayout: (10n ** 12n + 50_000n) * 1n })
      expect(review.assessment.blocks).toEqual([{ reason: 'refund-to-stranger', receiver: mallory.address, path: [] }])
      expect(review.tokens).toEqual({ [usdc]: { symbol: 'USDC', decimals: 6 } })
    })

    it('shows the message a SignMessageLib call signs only when it hashes to the bytes signed', async () => {
      const text = 'I agree to the terms'
      const signing = createSafeTx({ ...buildSignMessageCall(hashMessage(text)), nonce: 3n })
      const details = await scene.details(signing)
      multisig(details).origin = { name: 'App', url: null, message: text }
      const honest = await scene.review(details)
      expect(honest.messages).toMatchObject([{ data: hashMessage(text), content: text, blind: false }])
      // A Permit2 digest behind an innocent-looking stored message: the message does not hash to it, so it is not shown.
      const permitDigest = keccak256(toHex('a Permit2 PermitBatch to the attacker'))
      const forged = await scene.details(createSafeTx({ ...buildSignMessageCall(permitDigest), nonce: 3n }))
      multisig(forged).origin = { name: 'App', url: null, message: text }
      const review = await scene.review(forged)
      expect(review.messages).toMatchObject([{ data: permitDigest, content: null, blind: true }])
      expect(review.assessment.blocks).toEqual([])
      expect(() => assertOwnerMaySign(review, { account: alice.address, acknowledgedControlChange: true })).toThrow(
        /Blind signing is turned off/,
      )
    })
  })
})
