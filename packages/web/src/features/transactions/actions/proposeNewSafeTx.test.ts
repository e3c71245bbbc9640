import {
  createSafeTx,
  getSafeTxHash,
  getSafeTxTypedData,
  type ProposeTransactionRequest,
  recoverSafeSignatures,
  type SafeTx,
  safeL2Abi,
} from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hash, type Hex, parseEther, UserRejectedRequestError } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gatewayFailure, mockGateway } from '../../../testing/mockGateway'
import { fakeSafeChain } from '../testing/fakeSafeChain'
import { fakeSafeTxWallet } from '../testing/fakeSafeTxWallet'
import { transactionDetailsFixture } from '../testing/transactionDetailsFixture'
import { SignAndProposeError } from './errors/SignAndProposeError'
import { proposeNewSafeTx } from './proposeNewSafeTx'
import type { SafeTxProgress } from './SafeTxFlowContext'

const chainId = 1337
const safe: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const [alice, bob, carol, delegate] = Array.from({ length: 4 }, () => privateKeyToAccount(generatePrivateKey()))
const owners = [alice!.address, bob!.address, carol!.address]
const tx: SafeTx = createSafeTx({ to: carol!.address, value: parseEther('0.1'), nonce: 3n })
const proposePath = `/v1/chains/${chainId}/transactions/${safe}/propose`
const origin = { name: 'Send tokens' }

afterEach(() => vi.unstubAllGlobals())

function setup(signer = bob!) {
  const { client } = fakeSafeChain({ chainId, safe, state: { owners, threshold: 2, nonce: 3n } })
  const wallet = fakeSafeTxWallet(signer, { chainId })
  const progress: SafeTxProgress[] = []
  const posted: ProposeTransactionRequest[] = []
  const context = {
    wallet,
    client,
    gatewayUrl: 'http://gw.test',
    chainId,
    chainName: 'Strongroom Devnet',
    onProgress: (p: SafeTxProgress) => progress.push(p),
    keptSignatures: new Map<Hash, Hex>(),
  }
  const stored = transactionDetailsFixture({ chainId, safe, tx, owners, threshold: 2, confirmations: [] })
  const record = () => {
    const init = vi.mocked(fetch).mock.calls.at(-1)?.[1]
    posted.push(JSON.parse(String(init?.body)))
    return Response.json(stored)
  }
  return { wallet, progress, posted, context, record, stored }
}

describe('proposeNewSafeTx', () => {
  it('signs with the owner’s wallet and posts the proposal with its origin as JSON', async () => {
    const { context, posted, progress, record } = setup()
    mockGateway([[proposePath, record]])
    const proposed = await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(progress.map((p) => p.step)).toEqual(['check', 'wallet', 'posting'])
    const [body] = posted
    const safeTxHash = getSafeTxHash({ chainId, safeAddress: safe, tx })
    expect(proposed).toMatchObject({ safeTxHash, txId: proposed.details.txId })
    expect(proposed.txId).toContain('multisig_')
    expect(body).toMatchObject({
      to: carol!.address,
      value: tx.value.toString(),
      nonce: '3',
      sender: bob!.address,
      safeTxHash,
      origin: '{"name":"Send tokens"}',
    })
    const [signer] = await recoverSafeSignatures({ hash: safeTxHash, signatures: body!.signature! })
    expect(signer?.signer).toBe(bob!.address)
  })

  it('refuses a nonce the Safe has passed before the wallet is asked', async () => {
    const { context, wallet } = setup()
    const fetchMock = mockGateway([])
    const old = { ...tx, nonce: 2n }
    await expect(
      proposeNewSafeTx({ safe, tx: old, origin, acknowledgedControlChange: false }, context),
    ).rejects.toThrow('Nonce 2 is already used: the Safe is at #3. Choose #3 or later. Nothing was signed.')
    expect(wallet.signTypedData).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the acknowledgement of a change of control before signing', async () => {
    const { context, wallet } = setup()
    mockGateway([])
    const addOwner = createSafeTx({
      to: safe,
      data: encodeFunctionData({
        abi: safeL2Abi,
        functionName: 'addOwnerWithThreshold',
        args: [delegate!.address, 2n],
      }),
      nonce: 3n,
    })
    const attempt = proposeNewSafeTx({ safe, tx: addOwner, origin, acknowledgedControlChange: false }, context)
    await expect(attempt).rejects.toThrow(/a change of who controls the Safe/)
    expect(wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('refuses an untrusted delegate call even if handed one', async () => {
    const { context } = setup()
    mockGateway([])
    const delegated = createSafeTx({ to: carol!.address, operation: 1, nonce: 3n })
    await expect(
      proposeNewSafeTx({ safe, tx: delegated, origin, acknowledgedControlChange: true }, context),
    ).rejects.toThrow(/delegate call|trusted/i)
  })

  it('keeps the signature when the gateway cannot be reached, and says so', async () => {
    const { context } = setup()
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
    const { context, wallet, record, posted } = setup()
    mockGateway([[proposePath, record]])
    const signature = await bob!.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
    context.keptSignatures.set(getSafeTxHash({ chainId, safeAddress: safe, tx }), signature)
    await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(wallet.signTypedData).not.toHaveBeenCalled()
    expect(posted[0]?.signature).toBe(signature)
    expect(context.keptSignatures.size).toBe(0)
  })

  it('signs again when the kept signature is not the connected account’s', async () => {
    const { context, wallet, record, posted } = setup()
    mockGateway([[proposePath, record]])
    const other = await alice!.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
    context.keptSignatures.set(getSafeTxHash({ chainId, safeAddress: safe, tx }), other)
    await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(wallet.signTypedData).toHaveBeenCalledOnce()
    expect(posted[0]?.signature).not.toBe(other)
  })

  it('lets a wallet that is not an owner propose as a delegate, and explains a refusal', async () => {
    const { context, posted, record } = setup(delegate!)
    mockGateway([[proposePath, record]])
    await proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)
    expect(posted[0]?.sender).toBe(delegate!.address)

    mockGateway([[proposePath, gatewayFailure(422, `Sender ${delegate!.address} is not an owner of the Safe`)]])
    await expect(proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)).rejects.toThrow(
      'The connected wallet is neither an owner of this Safe nor a delegate of one, so the gateway did not take the proposal.',
    )
  })

  it('says so when the owner rejects in the wallet, and posts nothing', async () => {
    const { context, wallet } = setup()
    const fetchMock = mockGateway([])
    wallet.signTypedData.mockRejectedValueOnce(new UserRejectedRequestError(new Error('User rejected.')))
    await expect(proposeNewSafeTx({ safe, tx, origin, acknowledgedControlChange: false }, context)).rejects.toThrow(
      'You rejected the transaction in your wallet.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
