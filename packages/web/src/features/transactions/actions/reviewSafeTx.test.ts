import {
  createSafeTx,
  getSafeTxHash,
  getSafeTxTypedData,
  type SafeTx,
  signMessageLibAbi,
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
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { type FakeSafeState, fakeSafeChain } from '../testing/fakeSafeChain'
import { signedConfirmation, transactionDetailsFixture } from '../testing/transactionDetailsFixture'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { reviewSafeTx } from './reviewSafeTx'

const chainId = 1337
const safe: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const [alice, bob, carol, mallory] = Array.from({ length: 4 }, () => privateKeyToAccount(generatePrivateKey()))
const owners = [alice!.address, bob!.address, carol!.address]
const tx: SafeTx = createSafeTx({ to: mallory!.address, value: parseEther('0.1'), nonce: 3n })

function setup(state: { nonce?: bigint; owners?: Address[]; approved?: Set<string> } = {}) {
  return setupWith(state)
}

function setupWith(
  state: Omit<FakeSafeState, 'owners' | 'threshold' | 'nonce'> & { nonce?: bigint; owners?: Address[] },
) {
  const chain = { ...state, owners: state.owners ?? owners, threshold: 2, nonce: state.nonce ?? 3n }
  return { ...fakeSafeChain({ chainId, safe, state: chain }), chain }
}

const buildSignMessageCall = (data: Hex) => ({
  to: trustedDelegateCallTargets.signMessageLib,
  data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [data] }),
  operation: 1 as const,
})

const detailsWith = (confirmations: Parameters<typeof transactionDetailsFixture>[0]['confirmations']) =>
  transactionDetailsFixture({ chainId, safe, tx, owners, threshold: 2, confirmations })

describe('reviewSafeTx (protocol verification through a viem public client)', () => {
  it('computes the domain, message and safeTxHash from the fields and verifies each confirmation', async () => {
    const { client, chain } = setup()
    const details = transactionDetailsFixture({
      chainId,
      safe,
      tx,
      owners,
      threshold: 2,
      confirmations: [await signedConfirmation(alice!, { chainId, safe, tx })],
    })
    const review = await reviewSafeTx(client, { details, chainId, safe, chain, requestedId: details.txId })
    expect(review.safeTxHash).toBe(hashTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx })))
    expect(review.problems).toEqual([])
    expect(review.state).toBe('pending')
    expect(review.confirmations).toMatchObject([{ status: 'verified', signer: alice!.address, kind: 'EOA' }])
    expect(review.domainHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(review.messageHash).not.toBe(review.safeTxHash)
  })

  it('reports an answer whose fields do not produce its safeTxHash (a `to` or `value` altered on the way)', async () => {
    const { client, chain } = setup()
    for (const alter of [
      (d: ReturnType<typeof transactionDetailsFixture>) => {
        d.txData!.to.value = mallory!.address === owners[0] ? owners[1]! : owners[0]!
      },
      (d: ReturnType<typeof transactionDetailsFixture>) => {
        d.txData!.value = '5000000000000000000'
      },
    ]) {
      const details = transactionDetailsFixture({ chainId, safe, tx, owners, threshold: 2 })
      alter(details)
      const review = await reviewSafeTx(client, { details, chainId, safe, chain })
      expect(review.problems.map(({ kind }) => kind)).toContain('hash-mismatch')
    }
  })

  it('reports an answer for another transaction than the link names, even when it is self-consistent', async () => {
    const { client, chain } = setup()
    const details = transactionDetailsFixture({ chainId, safe, tx, owners, threshold: 2 })
    const other = getSafeTxHash({ chainId, safeAddress: safe, tx: { ...tx, nonce: 4n } })
    const review = await reviewSafeTx(client, {
      details,
      chainId,
      safe,
      chain,
      requestedId: `multisig_${safe}_${other}`,
    })
    expect(review.problems.map(({ kind }) => kind)).toEqual(['wrong-transaction'])
  })

  it('shows a confirmation that does not verify in red: altered bytes, signed by someone else, or for another tx', async () => {
    const { client, chain } = setup()
    const good = await signedConfirmation(alice!, { chainId, safe, tx })
    const altered = {
      ...good,
      signature: `${good.signature!.slice(0, 10)}${good.signature!.slice(10, 12) === 'aa' ? 'bb' : 'aa'}${good.signature!.slice(12)}`,
    }
    const byBobListedAsCarol = {
      ...(await signedConfirmation(bob!, { chainId, safe, tx })),
      signer: { value: carol!.address, name: null, logoUri: null },
    }
    const forAnotherTx = await signedConfirmation(bob!, { chainId, safe, tx: { ...tx, nonce: 9n } })
    for (const confirmation of [altered, byBobListedAsCarol, forAnotherTx]) {
      const details = transactionDetailsFixture({
        chainId,
        safe,
        tx,
        owners,
        threshold: 2,
        confirmations: [confirmation],
      })
      const review = await reviewSafeTx(client, { details, chainId, safe, chain })
      expect(review.confirmations[0]?.status).toBe('invalid')
      expect(review.problems.map(({ kind }) => kind)).toEqual(['confirmation'])
      expect(review.problems[0]?.message).toMatch(/does not verify/)
    }
  })

  it('does not count a valid confirmation of a former owner, without calling it forged', async () => {
    const { client, chain } = setup({ owners: [bob!.address, carol!.address] })
    const details = transactionDetailsFixture({
      chainId,
      safe,
      tx,
      owners,
      threshold: 2,
      confirmations: [await signedConfirmation(alice!, { chainId, safe, tx })],
    })
    const review = await reviewSafeTx(client, { details, chainId, safe, chain })
    expect(review.confirmations).toMatchObject([{ status: 'former-owner' }])
    expect(review.problems).toEqual([])
  })

  it('checks an on-chain approval (no signature bytes) against approvedHashes', async () => {
    const hash = getSafeTxHash({ chainId, safeAddress: safe, tx })
    const confirmation = { signer: { value: bob!.address, name: null, logoUri: null }, signature: null, submittedAt: 1 }
    const approved = setup({ approved: new Set([`${bob!.address.toLowerCase()}:${hash}`]) })
    const details = transactionDetailsFixture({
      chainId,
      safe,
      tx,
      owners,
      threshold: 2,
      confirmations: [confirmation],
    })
    const ok = await reviewSafeTx(approved.client, { details, chainId, safe, chain: approved.chain })
    expect(ok.confirmations).toMatchObject([{ status: 'verified', kind: 'APPROVED_HASH' }])
    expect(approved.calls).toContain('approvedHashes')
    const missing = setup()
    const bad = await reviewSafeTx(missing.client, { details, chainId, safe, chain: missing.chain })
    expect(bad.confirmations).toMatchObject([{ status: 'invalid' }])
  })

  it('counts an on-chain approval of a pending transaction only when approvedHashes says so, whoever the gateway names as executor (hostile gateway, docs/web-security.md §2.3)', async () => {
    const confirmation = { signer: { value: bob!.address, name: null, logoUri: null }, signature: null, submittedAt: 1 }
    const details = detailsWith([confirmation])
    const execution = details.detailedExecutionInfo as Extract<
      typeof details.detailedExecutionInfo,
      { type: 'MULTISIG' }
    >
    execution.executor = { value: bob!.address, name: null, logoUri: null }
    const { client, chain, calls } = setup()
    const review = await reviewSafeTx(client, { details, chainId, safe, chain })
    expect(calls).toContain('approvedHashes')
    expect(review.confirmations).toMatchObject([{ status: 'invalid' }])
    expect(review.problems.map(({ kind }) => kind)).toEqual(['confirmation'])
    // Once the Safe's nonce has passed it and the gateway says it ran, the executor's own approval needs no bytes.
    const ran = setup({ nonce: 4n })
    details.txStatus = 'SUCCESS'
    const executed = await reviewSafeTx(ran.client, { details, chainId, safe, chain: ran.chain })
    expect(executed.confirmations).toMatchObject([{ status: 'verified', kind: 'APPROVED_HASH' }])
  })

  it('says a transaction whose nonce the Safe has passed is settled, and replaced once the gateway says so', async () => {
    const { client, chain } = setup({ nonce: 4n })
    const details = transactionDetailsFixture({ chainId, safe, tx, owners, threshold: 2 })
    expect((await reviewSafeTx(client, { details, chainId, safe, chain })).state).toBe('settled')
    const cancelled = transactionDetailsFixture({ chainId, safe, tx, owners, threshold: 2, txStatus: 'CANCELLED' })
    expect((await reviewSafeTx(client, { details: cancelled, chainId, safe, chain })).state).toBe('replaced')
  })

  it('blocks an untrusted DELEGATE call and flags a change of owners', async () => {
    const { client, chain } = setup()
    const delegate = createSafeTx({ to: mallory!.address, operation: 1, nonce: 3n })
    const review = await reviewSafeTx(client, {
      details: transactionDetailsFixture({ chainId, safe, tx: delegate, owners, threshold: 2 }),
      chainId,
      safe,
      chain,
    })
    expect(review.assessment.blocks).toMatchObject([{ reason: 'untrusted-delegate-call' }])
  })

  it('lets a failing node fail the review instead of calling a confirmation invalid', async () => {
    const broken = createPublicClient({
      transport: custom({
        async request() {
          throw new Error('node down')
        },
      }),
    })
    const confirmation = { signer: { value: bob!.address, name: null, logoUri: null }, signature: null, submittedAt: 1 }
    const details = transactionDetailsFixture({
      chainId,
      safe,
      tx,
      owners,
      threshold: 2,
      confirmations: [confirmation],
    })
    await expect(
      reviewSafeTx(broken, { details, chainId, safe, chain: { owners, threshold: 2, nonce: 3n } }),
    ).rejects.toThrow()
  })

  describe('what a hostile gateway or proposer slips in (docs/web-security.md §2)', () => {
    const usdc: Address = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'
    const tokens = { [usdc]: { symbol: 'USDC', decimals: 6 } }

    it('reports a refund of the gas token to a stranger behind a harmless transfer, and reads the token from the chain, not the gateway', async () => {
      const refunding = createSafeTx({
        to: bob!.address,
        value: parseEther('0.01'),
        nonce: 3n,
        baseGas: 10n ** 12n,
        gasPrice: 1n,
        safeTxGas: 50_000n,
        gasToken: usdc,
        refundReceiver: mallory!.address,
      })
      const details = transactionDetailsFixture({ chainId, safe, tx: refunding, owners, threshold: 2 })
      const execution = details.detailedExecutionInfo as Extract<
        typeof details.detailedExecutionInfo,
        { type: 'MULTISIG' }
      >
      execution.gasTokenInfo = {
        type: 'ERC20',
        address: usdc,
        name: 'Tether',
        symbol: 'USDT',
        decimals: 18,
        logoUri: null,
      }
      const { client, chain } = setupWith({ tokens })
      const review = await reviewSafeTx(client, { details, chainId, safe, chain })
      expect(review.problems).toEqual([])
      expect(review.assessment.refund).toMatchObject({ gasToken: usdc, maxPayout: (10n ** 12n + 50_000n) * 1n })
      expect(review.assessment.blocks).toEqual([{ reason: 'refund-to-stranger', receiver: mallory!.address, path: [] }])
      expect(review.tokens).toEqual({ [usdc]: { symbol: 'USDC', decimals: 6 } })
    })

    it('shows the message a SignMessageLib call signs only when it hashes to the bytes signed', async () => {
      const text = 'I agree to the terms'
      const signing = createSafeTx({ ...buildSignMessageCall(hashMessage(text)), nonce: 3n })
      const details = transactionDetailsFixture({ chainId, safe, tx: signing, owners, threshold: 2 })
      const execution = details.detailedExecutionInfo as Extract<
        typeof details.detailedExecutionInfo,
        { type: 'MULTISIG' }
      >
      const { client, chain } = setup()
      execution.origin = { name: 'App', url: null, message: text }
      const honest = await reviewSafeTx(client, { details, chainId, safe, chain })
      expect(honest.messages).toMatchObject([{ data: hashMessage(text), content: text, blind: false }])
      // A Permit2 digest behind an innocent-looking stored message: the message does not hash to it, so it is not shown.
      const permitDigest = keccak256(toHex('a Permit2 PermitBatch to the attacker'))
      const hostile = createSafeTx({ ...buildSignMessageCall(permitDigest), nonce: 3n })
      const forged = transactionDetailsFixture({ chainId, safe, tx: hostile, owners, threshold: 2 })
      ;(forged.detailedExecutionInfo as typeof execution).origin = { name: 'App', url: null, message: text }
      const review = await reviewSafeTx(client, { details: forged, chainId, safe, chain })
      expect(review.messages).toMatchObject([{ data: permitDigest, content: null, blind: true }])
      expect(review.assessment.blocks).toEqual([])
      expect(() => assertOwnerMaySign(review, { account: alice!.address, acknowledgedControlChange: true })).toThrow(
        /Blind signing is turned off/,
      )
    })
  })
})
