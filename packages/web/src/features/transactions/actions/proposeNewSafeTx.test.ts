import {
  createSafeTx,
  getSafeTxHash,
  getSafeTxTypedData,
  recoverSafeSignatures,
  type SafeTx,
  safeL2Abi,
} from '@strongroom/protocol'
import { encodeFunctionData, parseEther, UserRejectedRequestError } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gatewayFailure, mockGateway } from '../../../testing/mockGateway'
import { fakeSafeTxWallet } from '../testing/fakeSafeTxWallet'
import { safeTxScene } from '../testing/safeTxScene'
import { SignAndProposeError } from './errors/SignAndProposeError'
import { proposeNewSafeTx } from './proposeNewSafeTx'

const scene = safeTxScene()
const { chainId, safe, alice, bob, carol, proposePath } = scene
const delegate = privateKeyToAccount(generatePrivateKey())
const tx: SafeTx = createSafeTx({ to: carol.address, value: parseEther('0.1'), nonce: 3n })
const origin = { name: 'Send tokens' }

afterEach(() => vi.unstubAllGlobals())

async function setup(signer = bob) {
  const wallet = fakeSafeTxWallet(signer, { chainId })
  const { context, progress } = scene.actionContext(wallet, scene.chain().client)
  const stored = await scene.details(tx)
  const { posted, answer: record } = scene.recordProposals(stored)
  return { wallet, progress, posted, context, record, stored }
}

describe('proposeNewSafeTx', () => {
  it('signs with the owner’s wallet and posts the proposal with its origin as JSON', async () => {
    const { context, posted, progress, record } = await setup()
    mockGateway([[proposePath, record]])
    const proposed = await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(progress.map((p) => p.step)).toEqual(['check', 'wallet', 'posting'])
    const [body] = posted
    const safeTxHash = getSafeTxHash({ chainId, safeAddress: safe, tx })
    expect(proposed).toMatchObject({ safeTxHash, txId: proposed.details.txId })
    expect(proposed.txId).toContain('multisig_')
    expect(body).toMatchObject({
      to: carol.address,
      value: tx.value.toString(),
      nonce: '3',
      sender: bob.address,
      safeTxHash,
      origin: '{"name":"Send tokens"}',
    })
    const [signer] = await recoverSafeSignatures({ hash: safeTxHash, signatures: body!.signature! })
    expect(signer?.signer).toBe(bob.address)
  })

  it('refuses a nonce the Safe has passed before the wallet is asked', async () => {
    const { context, wallet } = await setup()
    const fetchMock = mockGateway([])
    const old = { ...tx, nonce: 2n }
    await expect(
      proposeNewSafeTx({ safe, tx: old, origin, acknowledgedControlChange: false }, context),
    ).rejects.toThrow('Nonce 2 is already used: the Safe is at #3. Choose #3 or later. Nothing was signed.')
    expect(wallet.signTypedData).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the acknowledgement of a change of control before signing', async () => {
    const { context, wallet } = await setup()
    mockGateway([])
    const addOwner = createSafeTx({
      to: safe,
      data: encodeFunctionData({
        abi: safeL2Abi,
        functionName: 'addOwnerWithThreshold',
        args: [delegate.address, 2n],
      }),
      nonce: 3n,
    })
    const attempt = proposeNewSafeTx({ safe, tx: addOwner, origin, acknowledgedControlChange: false }, context)
    await expect(attempt).rejects.toThrow(/a change of who controls the Safe/)
    expect(wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('refuses an untrusted delegate call even if handed one', async () => {
    const { context } = await setup()
    mockGateway([])
    const delegated = createSafeTx({ to: carol.address, operation: 1, nonce: 3n })
    await expect(
      proposeNewSafeTx({ safe, tx: delegated, origin, acknowledgedControlChange: true }, context),
    ).rejects.toThrow(/delegate call|trusted/i)
  })

  it('takes a gas refund to an owner, read from the chain, once acknowledged, as the review screen does; one to anyone else never', async () => {
    const { context, posted, record } = await setup()
    mockGateway([[proposePath, record]])
    const refund = { to: carol.address, nonce: 3n, safeTxGas: 60_000n, baseGas: 1_000n, gasPrice: 1n }
    const toOwner = createSafeTx({ ...refund, refundReceiver: alice.address })
    await expect(
      proposeNewSafeTx({ safe, tx: toOwner, origin, acknowledgedControlChange: false }, context),
    ).rejects.toThrow(/needs your attention/)
    await proposeNewSafeTx({ safe, tx: toOwner, origin, acknowledgedControlChange: true }, context)
    expect(posted).toHaveLength(1)
    const toStranger = createSafeTx({ ...refund, refundReceiver: delegate.address })
    await expect(
      proposeNewSafeTx({ safe, tx: toStranger, origin, acknowledgedControlChange: true }, context),
    ).rejects.toThrow(/which is not an owner of this Safe/)
  })

  it('keeps the signature when the gateway cannot be reached, and says so', async () => {
    const { context } = await setup()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const error = await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SignAndProposeError)
    expect(context.keptSignatures.get(getSafeTxHash({ chainId, safeAddress: safe, tx }))).toMatch(/^0x[0-9a-f]{130}$/)
    expect((error as Error).message).toMatch(/^Your proposal is signed but did not reach the gateway: .* Try again/)
  })

  it('posts a kept signature without asking the wallet again', async () => {
    const { context, wallet, record, posted } = await setup()
    mockGateway([[proposePath, record]])
    const signature = await bob.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
    context.keptSignatures.set(getSafeTxHash({ chainId, safeAddress: safe, tx }), signature)
    await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(wallet.signTypedData).not.toHaveBeenCalled()
    expect(posted[0]?.signature).toBe(signature)
    expect(context.keptSignatures.size).toBe(0)
  })

  it('signs again when the kept signature is not the connected account’s', async () => {
    const { context, wallet, record, posted } = await setup()
    mockGateway([[proposePath, record]])
    const other = await alice.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
    context.keptSignatures.set(getSafeTxHash({ chainId, safeAddress: safe, tx }), other)
    await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(wallet.signTypedData).toHaveBeenCalledOnce()
    expect(posted[0]?.signature).not.toBe(other)
  })

  it('lets a wallet that is not an owner propose as a delegate, and explains a refusal', async () => {
    const { context, posted, record } = await setup(delegate)
    mockGateway([[proposePath, record]])
    await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(posted[0]?.sender).toBe(delegate.address)

    mockGateway([[proposePath, gatewayFailure(422, `Sender ${delegate.address} is not an owner of the Safe`)]])
    await expect(proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)).rejects.toThrow(
      'The connected wallet is neither an owner of this Safe nor a delegate of one, so the gateway did not take the proposal.',
    )
  })

  it('says so when the owner rejects in the wallet, and posts nothing', async () => {
    const { context, wallet } = await setup()
    const fetchMock = mockGateway([])
    wallet.signTypedData.mockRejectedValueOnce(new UserRejectedRequestError(new Error('User rejected.')))
    await expect(proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)).rejects.toThrow(
      'You rejected the transaction in your wallet.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
