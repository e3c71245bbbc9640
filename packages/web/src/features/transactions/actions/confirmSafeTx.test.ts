import { createSafeTx, recoverSafeSignatures, type SafeTx } from '@strongroom/protocol'
import { parseEther, UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGateway } from '../../../testing/mockGateway'
import { fakeSafeTxWallet } from '../testing/fakeSafeTxWallet'
import { safeTxScene } from '../testing/safeTxScene'
import { confirmSafeTx } from './confirmSafeTx'
import { SignAndProposeError } from './errors/SignAndProposeError'

const scene = safeTxScene()
const { chainId, alice, bob, carol } = scene
const tx: SafeTx = createSafeTx({ to: carol.address, value: parseEther('0.1'), nonce: 3n })

afterEach(() => vi.unstubAllGlobals())

/** A pending transaction confirmed by Alice, reviewed; Bob about to confirm it. */
async function setup({ typedData = true, walletChainId = chainId } = {}) {
  const { client } = scene.chain()
  const details = await scene.details(tx, { confirmedBy: [alice] })
  const review = await scene.review(details)
  const wallet = fakeSafeTxWallet(bob, { chainId: walletChainId, typedData })
  const { context, progress } = scene.actionContext(wallet, client)
  const { posted, answer: record } = scene.recordProposals(details)
  return { review, details, wallet, progress, posted, record, detailsPath: scene.detailsPath(details.txId), context }
}

describe('confirmSafeTx', () => {
  it('signs the reviewed transaction with EIP-712 and posts the signature to the gateway', async () => {
    const run = await setup()
    mockGateway([
      [run.detailsPath, run.details],
      [scene.proposePath, run.record],
    ])
    await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context)
    expect(run.wallet.signTypedData).toHaveBeenCalledOnce()
    expect(run.wallet.signHash).not.toHaveBeenCalled()
    expect(run.posted).toHaveLength(1)
    expect(run.posted[0]).toMatchObject({ sender: bob.address, safeTxHash: run.review.safeTxHash, nonce: '3' })
    const [entry] = await recoverSafeSignatures({ hash: run.review.safeTxHash, signatures: run.posted[0]!.signature! })
    expect(entry).toMatchObject({ signer: bob.address, kind: 'EOA' })
    expect(run.progress.map(({ step }) => step)).toEqual(['check', 'wallet', 'posting'])
  })

  it('falls back to an EIP-191 signature of the hash with v + 4 when the wallet has no typed data', async () => {
    const run = await setup({ typedData: false })
    mockGateway([
      [run.detailsPath, run.details],
      [scene.proposePath, run.record],
    ])
    await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context)
    expect(run.wallet.signHash).toHaveBeenCalledWith(run.review.safeTxHash)
    const signature = run.posted[0]!.signature!
    expect(['1f', '20']).toContain(signature.slice(-2))
    const [entry] = await recoverSafeSignatures({ hash: run.review.safeTxHash, signatures: signature })
    expect(entry).toMatchObject({ signer: bob.address, kind: 'ETH_SIGN' })
  })

  it('refuses an untrusted answer without asking the wallet anything', async () => {
    const run = await setup()
    mockGateway([])
    const tampered = { ...run.review, problems: [{ kind: 'hash-mismatch' as const, message: 'Altered.' }] }
    const error = await confirmSafeTx({ review: tampered, acknowledgedControlChange: false }, run.context).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(SignAndProposeError)
    expect(error.step).toBe('check')
    expect(error.message).toBe('Altered. Nothing can be signed or executed.')
    expect(run.wallet.signTypedData).not.toHaveBeenCalled()
    expect(run.wallet.getChainId).not.toHaveBeenCalled()
  })

  it('says so in a sentence when the user rejects the request in the wallet', async () => {
    const run = await setup()
    mockGateway([[run.detailsPath, run.details]])
    run.wallet.signTypedData.mockRejectedValueOnce(new UserRejectedRequestError(new Error('denied')))
    const error = await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context).catch(
      (e) => e,
    )
    expect(error).toMatchObject({ step: 'wallet', message: 'You rejected the transaction in your wallet.' })
    expect(run.context.keptSignatures.size).toBe(0)
  })

  it('refuses a wallet on another network before it signs', async () => {
    const run = await setup({ walletChainId: 1 })
    mockGateway([[run.detailsPath, run.details]])
    const error = await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context).catch(
      (e) => e,
    )
    expect(error.message).toBe('Your wallet is on another network. Switch it to Strongroom Devnet and try again.')
    expect(run.wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('keeps the signature when the gateway is unreachable, and posts it again without a second prompt', async () => {
    const run = await setup()
    const fetchMock = mockGateway([[run.detailsPath, run.details]])
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/propose')) throw new TypeError('Failed to fetch')
      return Response.json(run.details)
    })
    const error = await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context).catch(
      (e) => e,
    )
    expect(error).toMatchObject({ step: 'posting' })
    expect(error.message).toMatch(
      /^Your signature is made but did not reach the gateway: the gateway could not be reached/,
    )
    const kept = run.context.keptSignatures.get(run.review.safeTxHash)
    expect(kept).toMatch(/^0x/)

    mockGateway([
      [run.detailsPath, run.details],
      [scene.proposePath, run.record],
    ])
    await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context)
    expect(run.wallet.signTypedData).toHaveBeenCalledOnce()
    expect(run.posted[0]?.signature).toBe(kept)
    expect(run.context.keptSignatures.size).toBe(0)
  })

  it('signs nothing when the transaction was executed meanwhile or this owner confirmed it in another window', async () => {
    const run = await setup()
    mockGateway([[run.detailsPath, { ...run.details, txStatus: 'SUCCESS' }]])
    const executed = await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context).catch(
      (e) => e,
    )
    expect(executed.message).toBe('Transaction #3 was executed or replaced meanwhile. Nothing was signed.')

    const mine = await scene.confirmation(bob, tx)
    const execution = run.details.detailedExecutionInfo as { confirmations: unknown[] }
    mockGateway([
      [
        run.detailsPath,
        { ...run.details, detailedExecutionInfo: { ...execution, confirmations: [...execution.confirmations, mine] } },
      ],
    ])
    const confirmed = await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context).catch(
      (e) => e,
    )
    expect(confirmed.message).toBe('You have already confirmed this transaction.')
    expect(run.wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('does not post a signature the wallet made over something else', async () => {
    const run = await setup()
    const fetchMock = mockGateway([[run.detailsPath, run.details]])
    run.wallet.signTypedData.mockImplementationOnce((data) =>
      bob.signTypedData({ ...data, message: { ...data.message, value: 1n } }),
    )
    const error = await confirmSafeTx({ review: run.review, acknowledgedControlChange: false }, run.context).catch(
      (e) => e,
    )
    expect(error.message).toBe(
      'Your wallet signed something other than the transaction shown here, so its signature was not used.',
    )
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/propose'))).toBe(false)
  })
})
