import { createSafeTx, type ProposeTransactionRequest, type SafeTx, type TransactionStatus } from '@strongroom/protocol'
import { type Client, getAddress, type Hash, type Hex, parseEther } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { reviewSafeTx } from '../actions/reviewSafeTx'
import type { SafeTxProgress } from '../actions/SafeTxFlowContext'
import type { SafeTxWallet } from '../actions/SafeTxWallet'
import { type FakeSafeState, fakeSafeChain } from './fakeSafeChain'
import { signedConfirmation, transactionDetailsFixture } from './transactionDetailsFixture'

type Listed = Awaited<ReturnType<typeof signedConfirmation>>

const account = () => privateKeyToAccount(generatePrivateKey())

/**
 * The Safe the transaction actions, reviews and screens are tested on: Alice, Bob and Carol own it 2 of 3 on chain
 * 1337, Mallory does not (fresh keys on each call). Its helpers build what a test needs around a SafeTx: the gateway's
 * answer for it, a node that knows the Safe (at nonce 3 unless told otherwise), the app's review of an answer as the
 * screens make it, and the context an action runs in.
 */
export function safeTxScene() {
  const chainId = 1337
  const safe = getAddress(SAFE_ADDRESS)
  const [alice, bob, carol, mallory] = [account(), account(), account(), account()]
  const owners = [alice.address, bob.address, carol.address]
  const threshold = 2

  /** A node that knows the Safe as `state` says (owners, threshold 2, nonce 3 unless overridden; mutable). */
  const chain = (overrides: Partial<FakeSafeState> = {}) => {
    const state: FakeSafeState = { owners, threshold, nonce: 3n, ...overrides }
    return { ...fakeSafeChain({ chainId, safe, state }), state }
  }

  /** An owner's EIP-712 confirmation of `tx`, as the gateway lists it. */
  const confirmation = (owner: PrivateKeyAccount, tx: SafeTx) => signedConfirmation(owner, { chainId, safe, tx })

  /** The gateway's answer for `tx` queued on the Safe, confirmed by `confirmedBy` and then by `confirmations` as listed. */
  const details = async (
    tx: SafeTx,
    {
      confirmedBy = [],
      confirmations = [],
      txStatus,
    }: { confirmedBy?: PrivateKeyAccount[]; confirmations?: Listed[]; txStatus?: TransactionStatus } = {},
  ) =>
    transactionDetailsFixture({
      chainId,
      safe,
      tx,
      owners,
      threshold,
      txStatus,
      confirmations: [...(await Promise.all(confirmedBy.map((owner) => confirmation(owner, tx)))), ...confirmations],
    })

  /** The app's review of `answer` while the chain is as `overrides` says (see `chain`). */
  const review = (answer: Awaited<ReturnType<typeof details>>, overrides: Partial<FakeSafeState> = {}) => {
    const { client, state } = chain(overrides)
    return reviewSafeTx(client, { details: answer, chainId, safe, chain: state })
  }

  /**
   * A queued 1-ETH transfer to Carol at `nonce`, confirmed by `confirmedBy`, reviewed while the Safe is at
   * `safeNonce`. `problems`: the gateway's answer is altered after signing, so the review finds it untrustworthy.
   */
  const reviewedTransfer = async ({
    nonce,
    safeNonce,
    confirmedBy,
    problems = false,
  }: {
    nonce: bigint
    safeNonce: bigint
    confirmedBy: PrivateKeyAccount[]
    problems?: boolean
  }) => {
    const answer = await details(createSafeTx({ to: carol.address, value: parseEther('1'), nonce }), { confirmedBy })
    if (problems) answer.txData!.value = '1'
    return review(answer, { nonce: safeNonce })
  }

  /** What an action runs with (`client`, the connected `wallet`, a gateway at http://gw.test), and what it reported. */
  const actionContext = (wallet: SafeTxWallet, client: Client) => {
    const progress: SafeTxProgress[] = []
    const context = {
      wallet,
      client,
      gatewayUrl: 'http://gw.test',
      chainId,
      chainName: 'Strongroom Devnet',
      onProgress: (p: SafeTxProgress) => progress.push(p),
      keptSignatures: new Map<Hash, Hex>(),
    }
    return { context, progress }
  }

  /** A gateway route's answer that records each proposal posted to it (by the stubbed fetch) and answers `stored`. */
  const recordProposals = (stored: unknown) => {
    const posted: ProposeTransactionRequest[] = []
    const answer = () => {
      const init = vi.mocked(fetch).mock.calls.at(-1)?.[1]
      posted.push(JSON.parse(String(init?.body)))
      return Response.json(stored)
    }
    return { posted, answer }
  }

  return {
    chainId,
    safe,
    alice,
    bob,
    carol,
    mallory,
    owners,
    threshold,
    proposePath: `/v1/chains/${chainId}/transactions/${safe}/propose`,
    detailsPath: (txId: string) => `/v1/chains/${chainId}/transactions/${encodeURIComponent(txId)}`,
    chain,
    confirmation,
    details,
    review,
    reviewedTransfer,
    actionContext,
    recordProposals,
  }
}
