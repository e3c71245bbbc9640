import {
  createSafeTx,
  getSafeTxHash,
  getSafeTxTypedData,
  type OfflineSafeTx,
  OfflineSafeTxError,
  type SafeTx,
  splitSignatures,
} from '@strongroom/protocol'
import { safeTxVectors } from '@strongroom/protocol/testing'
import { parseEther, recoverAddress, UserRejectedRequestError } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGateway } from '../../../testing/mockGateway'
import { SignAndProposeError } from '../actions/errors/SignAndProposeError'
import { fakeSafeChain } from '../testing/fakeSafeChain'
import { fakeSafeTxWallet } from '../testing/fakeSafeTxWallet'
import { safeTxScene } from '../testing/safeTxScene'
import { proposeOfflineSafeTx } from './proposeOfflineSafeTx'
import { reviewOfflineSafeTx } from './reviewOfflineSafeTx'
import { signOfflineSafeTx } from './signOfflineSafeTx'
import { toOfflineSafeTx } from './toOfflineSafeTx'

const scene = safeTxScene()
const { chainId, safe, alice, bob, carol, mallory, owners } = scene
const tx: SafeTx = createSafeTx({ to: mallory.address, value: parseEther('0.1'), nonce: 3n })
const safeTxHash = getSafeTxHash({ chainId, safeAddress: safe, tx })

async function exported(signers: PrivateKeyAccount[]): Promise<OfflineSafeTx> {
  return {
    chainId,
    safe,
    tx,
    safeTxHash,
    signatures: await Promise.all(
      signers.map(async (account) => ({
        signer: account.address,
        signature: await account.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx })),
      })),
    ),
  }
}

describe('reviewOfflineSafeTx', () => {
  it('verifies each signature against the owners read from the contract, like a gateway answer', async () => {
    const { client, state } = scene.chain()
    const review = await reviewOfflineSafeTx(client, { offline: await exported([alice]), chainId, safe, chain: state })
    expect(review.problems).toEqual([])
    expect(review.safeTxHash).toBe(safeTxHash)
    expect(review.txId).toBe(`multisig_${safe}_${safeTxHash}`)
    expect(review.state).toBe('pending')
    expect(review.confirmations).toMatchObject([{ status: 'verified', signer: alice.address, kind: 'EOA' }])
  })

  it.each(safeTxVectors.map((vector) => [vector.name, vector] as const))(
    'recomputes the hash a Safe contract computed: %s',
    async (_, vector) => {
      const chain = { owners, threshold: 2, nonce: vector.tx.nonce }
      const { client } = fakeSafeChain({ chainId: vector.chainId, safe: vector.safeAddress, state: chain })
      const offline = {
        chainId: vector.chainId,
        safe: vector.safeAddress,
        tx: vector.tx,
        safeTxHash: vector.safeTxHash,
        signatures: [],
      }
      const review = await reviewOfflineSafeTx(client, {
        offline,
        chainId: vector.chainId,
        safe: vector.safeAddress,
        chain,
      })
      expect(review.safeTxHash).toBe(vector.safeTxHash)
    },
  )

  it('reports a signature listed under another signer, or by someone who is not an owner, and never exports it', async () => {
    const { client, state } = scene.chain()
    const offline = await exported([alice])
    offline.signatures[0]!.signer = bob.address
    const review = await reviewOfflineSafeTx(client, { offline, chainId, safe, chain: state })
    expect(review.problems.map(({ kind }) => kind)).toEqual(['confirmation'])
    expect(review.confirmations[0]!.status).toBe('invalid')
    expect(toOfflineSafeTx(review).signatures).toEqual([])

    const stranger = await reviewOfflineSafeTx(client, {
      offline: await exported([mallory]),
      chainId,
      safe,
      chain: state,
    })
    expect(stranger.confirmations[0]!.status).toBe('former-owner')
    expect(toOfflineSafeTx(stranger).signatures).toEqual([])
  })

  it('refuses an export for another network or another Safe with a sentence', async () => {
    const { client, state } = scene.chain()
    const offline = await exported([alice])
    await expect(reviewOfflineSafeTx(client, { offline, chainId: 1, safe, chain: state })).rejects.toThrow(
      'This export is for another network (chain id 1337); this app serves chain id 1.',
    )
    await expect(
      reviewOfflineSafeTx(client, { offline, chainId, safe: mallory.address, chain: state }),
    ).rejects.toBeInstanceOf(OfflineSafeTxError)
  })

  it('adds a second owner’s signature offline, after which the export carries both and reaches the threshold', async () => {
    const { client, state } = scene.chain()
    const first = await reviewOfflineSafeTx(client, { offline: await exported([alice]), chainId, safe, chain: state })
    const wallet = fakeSafeTxWallet(bob, { chainId })
    const { context } = scene.actionContext(wallet, client)
    const fetchMock = mockGateway([])
    const signed = await signOfflineSafeTx({ review: first, acknowledgedControlChange: false }, context)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(signed.signatures.map(({ signer }) => signer)).toEqual([alice.address, bob.address])
    const second = await reviewOfflineSafeTx(client, { offline: signed, chainId, safe, chain: state })
    expect(second.confirmations.filter(({ status }) => status === 'verified')).toHaveLength(2)
    // Signing again is refused before the wallet is asked.
    await expect(signOfflineSafeTx({ review: second, acknowledgedControlChange: false }, context)).rejects.toThrow(
      'You have already signed this transaction.',
    )
    expect(wallet.signTypedData).toHaveBeenCalledTimes(1)
  })

  it('says in a sentence that the owner declined in the wallet, and exports nothing', async () => {
    const { client, state } = scene.chain()
    const review = await reviewOfflineSafeTx(client, { offline: await exported([alice]), chainId, safe, chain: state })
    const wallet = fakeSafeTxWallet(bob, { chainId })
    wallet.signTypedData.mockRejectedValueOnce(new UserRejectedRequestError(new Error('denied')))
    const error = await signOfflineSafeTx(
      { review, acknowledgedControlChange: false },
      scene.actionContext(wallet, client).context,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SignAndProposeError)
    expect(error).toMatchObject({ step: 'wallet' })
    expect((error as Error).message).toBe('You rejected the transaction in your wallet.')
  })

  it('does not sign a transaction the Safe has moved past', async () => {
    const { client, state } = scene.chain()
    const review = await reviewOfflineSafeTx(client, { offline: await exported([alice]), chainId, safe, chain: state })
    state.nonce = 4n
    const wallet = fakeSafeTxWallet(bob, { chainId })
    const { context } = scene.actionContext(wallet, client)
    await expect(signOfflineSafeTx({ review, acknowledgedControlChange: false }, context)).rejects.toThrow(
      'Transaction #3 was executed or replaced meanwhile. Nothing was signed.',
    )
    expect(wallet.signTypedData).not.toHaveBeenCalled()
  })
})

describe('proposeOfflineSafeTx', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends every verified signature, joined as the Safe checks them, with a signer as sender; never an invalid one', async () => {
    const { client, state } = scene.chain()
    const offline = await exported([bob, alice, mallory])
    const review = await reviewOfflineSafeTx(client, { offline, chainId, safe, chain: state })
    const { posted, answer } = scene.recordProposals(await scene.details(tx))
    mockGateway([[scene.proposePath, answer]])
    const wallet = fakeSafeTxWallet(carol, { chainId })
    await proposeOfflineSafeTx({ review }, scene.actionContext(wallet, client).context)
    const [body] = posted
    expect(body?.safeTxHash).toBe(safeTxHash)
    expect(body?.sender).toBe(bob.address)
    const entries = splitSignatures(body!.signature!)
    const signers = await Promise.all(
      entries.map((entry) => recoverAddress({ hash: safeTxHash, signature: entry.staticPart })),
    )
    // Sorted by address as execTransaction needs; Mallory (not an owner) left out.
    expect(signers).toEqual([alice.address, bob.address].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)))
    expect(wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('says in a sentence when the gateway cannot be reached, and keeps nothing as the wallet’s', async () => {
    const { client, state } = scene.chain()
    const review = await reviewOfflineSafeTx(client, { offline: await exported([alice]), chainId, safe, chain: state })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const wallet = fakeSafeTxWallet(carol, { chainId })
    const { context, progress } = scene.actionContext(wallet, client)
    const error = await proposeOfflineSafeTx({ review }, context).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SignAndProposeError)
    expect(error).toMatchObject({ step: 'posting' })
    expect((error as Error).message).not.toMatch(/wallet will not be asked|Failed to fetch/)
    expect(progress.map(({ step }) => step)).toEqual(['check', 'posting'])
    expect(context.keptSignatures.size).toBe(0)
    expect(wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('sends nothing for an export without a verified signature', async () => {
    const { client, state } = scene.chain()
    const review = await reviewOfflineSafeTx(client, { offline: await exported([]), chainId, safe, chain: state })
    const fetchMock = mockGateway([])
    const { context } = scene.actionContext(fakeSafeTxWallet(carol, { chainId }), client)
    await expect(proposeOfflineSafeTx({ review }, context)).rejects.toThrow(
      'This transaction carries no verified signature',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
