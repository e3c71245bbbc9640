import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx, readSafeState, type SafeTx, safeL2Abi } from '@strongroom/protocol'
import {
  approveSafeTxHash,
  executeSafeTx,
  executeSafeTxBatch,
  getTransactionDetails,
  rejectSafeTx,
  reviewSafeTx,
  type SafeTxProgress,
  speedUpTransaction,
  toSafeTxWallet,
} from '@strongroom/web/actions'
import { type Address, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { type Stack, startStack } from './fixtures/stack'

// The web app's Safe transaction actions, without React or a browser, against the real devnet and gateway: the
// wallet is a viem wallet client of a dev account, the chain the devnet's public client.

let stack: Stack
let safe: Address
const RECIPIENT = devAccounts[3]!.address

beforeAll(async () => {
  stack = await startStack({ gateway: true })
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('5') })
})

afterAll(async () => {
  await stack?.stop()
})

const nonce = () => stack.devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })

/** The review the details screen makes of the transaction `txId`. */
async function reviewOf(txId: string) {
  const { chainId, publicClient } = stack.devnet
  const [details, chain] = await Promise.all([
    getTransactionDetails({ baseUrl: stack.gateway!.url, chainId, transactionId: txId }),
    readSafeState(publicClient, safe),
  ])
  return reviewSafeTx(publicClient, { details, chainId, safe, chain, requestedId: txId })
}

/** The action context of dev account `account`, recording progress and every transaction its wallet sends. */
function contextOf(account: number) {
  const wallet = toSafeTxWallet(stack.devnet.walletClient(account))
  const sendTransaction = vi.spyOn(wallet, 'sendTransaction')
  const progress: SafeTxProgress[] = []
  return {
    sendTransaction,
    progress,
    context: {
      wallet,
      client: stack.devnet.publicClient,
      gatewayUrl: stack.gateway!.url,
      chainId: stack.devnet.chainId,
      chainName: 'Strongroom Devnet',
      onProgress: (step: SafeTxProgress) => progress.push(step),
    },
  }
}

const propose = (tx: SafeTx, signers: number[]) => proposeSafeTx(stack, { safe, tx, signers })

describe('Safe transaction actions on the devnet', () => {
  it('executeSafeTx runs a confirmed transaction, shows the gas first, and returns once the gateway shows it', async () => {
    const start = await nonce()
    const before = await stack.devnet.publicClient.getBalance({ address: RECIPIENT })
    const { txId } = await propose(createSafeTx({ to: RECIPIENT, value: parseEther('0.1'), nonce: start }), [0, 1])
    const run = contextOf(2)
    const result = await executeSafeTx({ review: await reviewOf(txId), acknowledgedControlChange: false }, run.context)
    expect(result.outcome).toBe('success')
    expect(result.details.txStatus).toBe('SUCCESS')
    expect(run.progress.map(({ step }) => step)).toEqual(['check', 'estimate', 'wallet', 'mining', 'indexing'])
    const wallet = run.progress.find((step) => step.step === 'wallet')
    expect(wallet && 'gas' in wallet && wallet.gas).toBeGreaterThan(21_000n)
    expect(await stack.devnet.publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.1'))
    expect(await nonce()).toBe(start + 1n)
  })

  it('executeSafeTx signs and executes in one transaction for the owner who is one signature short', async () => {
    const start = await nonce()
    const { txId } = await propose(createSafeTx({ to: RECIPIENT, value: 1n, nonce: start }), [0])
    const run = contextOf(1)
    const result = await executeSafeTx(
      { review: await reviewOf(txId), acknowledgedControlChange: false, signAndExecute: true },
      run.context,
    )
    expect(result.outcome).toBe('success')
    expect(run.sendTransaction).toHaveBeenCalledOnce()
    expect(await nonce()).toBe(start + 1n)
  })

  it('executeSafeTx follows a speed-up of its pending transaction to the end (the devnet holds transactions back)', async () => {
    const start = await nonce()
    const { txId } = await propose(createSafeTx({ to: RECIPIENT, value: 1n, nonce: start }), [0, 1])
    const run = contextOf(2)
    const { testClient } = stack.devnet
    let mined: Hash | undefined
    await testClient.setAutomine(false)
    try {
      const execution = executeSafeTx({ review: await reviewOf(txId), acknowledgedControlChange: false }, run.context)
      await vi.waitFor(() => expect(run.progress.at(-1)?.step).toBe('mining'), { timeout: 20_000 })
      const stuck = run.progress.at(-1) as { hash: Hash }
      const speedUp = await speedUpTransaction({ hash: stuck.hash }, contextOf(2).context)
      expect(speedUp.replaces).toBe(stuck.hash)
      await testClient.mine({ blocks: 1 })
      const result = await execution
      mined = result.hash
      expect(result.hash).toBe(speedUp.hash)
      expect(result.details.txHash).toBe(speedUp.hash)
      expect(run.progress.filter(({ step }) => step === 'mining').map((step) => 'hash' in step && step.hash)).toEqual([
        stuck.hash,
        speedUp.hash,
      ])
    } finally {
      await testClient.setAutomine(true)
    }
    expect(await nonce()).toBe(start + 1n)
    // Mined: nothing is left to speed up.
    await expect(speedUpTransaction({ hash: mined! }, contextOf(2).context)).rejects.toThrow(
      'The transaction is no longer waiting: it was mined or replaced meanwhile. Nothing was sent.',
    )
  })

  it('executeSafeTxBatch refuses a run with a transaction short of confirmations before the wallet is asked', async () => {
    const start = await nonce()
    const first = await propose(createSafeTx({ to: RECIPIENT, value: 1n, nonce: start }), [0, 1])
    const second = await propose(createSafeTx({ to: RECIPIENT, value: 2n, nonce: start + 1n }), [0])
    const run = contextOf(2)
    await expect(
      executeSafeTxBatch({ reviews: [await reviewOf(first.txId), await reviewOf(second.txId)] }, run.context),
    ).rejects.toThrow(`Transaction #${start + 1n} has 1 of the 2 confirmations it needs. Nothing was sent.`)
    expect(run.sendTransaction).not.toHaveBeenCalled()
    expect(await nonce()).toBe(start)
  })

  it('refuses to execute a transaction whose nonce is not next, and names the next one', async () => {
    const start = await nonce()
    const { txId } = await propose(createSafeTx({ to: RECIPIENT, value: 1n, nonce: start + 1n }), [0, 1])
    const run = contextOf(2)
    const error = await executeSafeTx(
      { review: await reviewOf(txId), acknowledgedControlChange: false },
      run.context,
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({
      step: 'check',
      message: `Transaction #${start + 1n} cannot be executed yet: the Safe executes transaction #${start} next.`,
    })
    expect(run.sendTransaction).not.toHaveBeenCalled()
  })

  it('explains why the node would reject an execution, before the wallet is asked', async () => {
    const start = await nonce()
    const { txId } = await propose(createSafeTx({ to: RECIPIENT, value: parseEther('1000'), nonce: start }), [0, 1])
    const run = contextOf(2)
    const error = await executeSafeTx(
      { review: await reviewOf(txId), acknowledgedControlChange: false },
      run.context,
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ step: 'estimate' })
    expect((error as Error).message).toMatch(
      /^The network would reject this execution: the transaction’s own call failed/,
    )
    expect(run.sendTransaction).not.toHaveBeenCalled()
  })

  it('rejectSafeTx proposes the 0-value call to the Safe at the same nonce; executed, it replaces the original', async () => {
    const start = await nonce()
    const { txId } = await propose(createSafeTx({ to: RECIPIENT, value: parseEther('1000'), nonce: start }), [0])
    const rejecter = contextOf(1)
    const rejection = await rejectSafeTx({ review: await reviewOf(txId) }, rejecter.context)
    expect(rejection.txInfo).toMatchObject({ type: 'Custom', isCancellation: true })
    expect(rejection.detailedExecutionInfo).toMatchObject({ nonce: Number(start) })
    expect(rejecter.sendTransaction).not.toHaveBeenCalled()

    const rejectionReview = await reviewOf(rejection.txId)
    expect(rejectionReview.tx).toEqual(createSafeTx({ to: safe, nonce: start }))
    expect(rejectionReview.confirmations).toMatchObject([{ status: 'verified', signer: devAccounts[1]!.address }])
    await executeSafeTx(
      { review: rejectionReview, acknowledgedControlChange: false, signAndExecute: true },
      contextOf(2).context,
    )
    expect(await nonce()).toBe(start + 1n)
    const original = await reviewOf(txId)
    expect(['replaced', 'settled']).toContain(original.state)
    const error = await executeSafeTx(
      { review: original, acknowledgedControlChange: false },
      contextOf(0).context,
    ).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(/was already executed or replaced|executed or replaced meanwhile/)
  })

  it('approveSafeTxHash confirms on chain; the gateway lists it, the review verifies it, and it counts for execution', async () => {
    const start = await nonce()
    const { txId, safeTxHash } = await propose(createSafeTx({ to: RECIPIENT, value: 2n, nonce: start }), [0])
    const approver = contextOf(1)
    const details = await approveSafeTxHash(
      { review: await reviewOf(txId), acknowledgedControlChange: false },
      approver.context,
    )
    expect(approver.sendTransaction).toHaveBeenCalledOnce()
    expect(approver.progress.map(({ step }) => step)).toEqual(['check', 'estimate', 'wallet', 'mining', 'indexing'])
    expect(details.detailedExecutionInfo).toMatchObject({ confirmations: [{}, {}] })
    const approved = await stack.devnet.publicClient.readContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'approvedHashes',
      args: [devAccounts[1]!.address, safeTxHash],
    })
    expect(approved).toBe(1n)

    const review = await reviewOf(txId)
    expect(review.problems).toEqual([])
    expect(review.confirmations).toContainEqual(
      expect.objectContaining({ status: 'verified', signer: devAccounts[1]!.address, kind: 'APPROVED_HASH' }),
    )
    const result = await executeSafeTx({ review, acknowledgedControlChange: false }, contextOf(2).context)
    expect(result.outcome).toBe('success')
    expect(await nonce()).toBe(start + 1n)
  })
})
