import { canonicalAddresses, encodeSafeSetup, predictSafeAddress, safeProxyFactoryAbi } from '@strongroom/protocol'
import {
  encodeAbiParameters,
  encodeEventTopics,
  type Hash,
  type Log,
  type TransactionReceipt,
  UserRejectedRequestError,
} from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNERS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { DeploySafeError } from './DeploySafeError'
import { type DeployProgress, type DeployWallet, deploySafe } from './deploySafe'

const HASH: Hash = `0x${'ab'.repeat(32)}`
const PROXY = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const newSafe = { owners: [OWNERS[0], OWNERS[1]], threshold: 2, saltNonce: 7n }

/** The factory's ProxyCreation log for `proxy`, as the chain would put it in the receipt. */
function proxyCreationLog(proxy: `0x${string}`): Log {
  return {
    address: canonicalAddresses.safeProxyFactory,
    topics: encodeEventTopics({
      abi: safeProxyFactoryAbi,
      eventName: 'ProxyCreation',
      args: { proxy },
    }) as Log['topics'],
    data: encodeAbiParameters([{ type: 'address' }], [canonicalAddresses.safeL2]),
    blockHash: HASH,
    blockNumber: 1n,
    logIndex: 0,
    transactionHash: HASH,
    transactionIndex: 0,
    removed: false,
  }
}

function receipt(status: 'success' | 'reverted', logs: Log[]): TransactionReceipt {
  return { status, logs, transactionHash: HASH } as unknown as TransactionReceipt
}

// The wallet and the chain lie outside this machine: they stand in at the clients' boundary, the gateway at fetch.
function context(overrides: { wallet?: DeployWallet; receipt?: TransactionReceipt; signal?: AbortSignal } = {}) {
  const progress: DeployProgress[] = []
  const wallet = overrides.wallet ?? { writeContract: vi.fn(async () => HASH) }
  return {
    progress,
    wallet,
    context: {
      wallet,
      chain: { waitForTransactionReceipt: vi.fn(async () => overrides.receipt ?? receipt('success', [])) },
      gatewayUrl: 'http://gw.test',
      chainId: 1337,
      chainName: 'Strongroom Devnet',
      onProgress: (step: DeployProgress) => progress.push(step),
      ...(overrides.signal ? { signal: overrides.signal } : {}),
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('deploySafe', () => {
  it('creates the proxy through the canonical factory, reports each step, and waits for the gateway', async () => {
    mockGateway([[`/v1/chains/1337/safes/${PROXY}`, safeInfoFixture({ address: PROXY })]])
    const run = context({ receipt: receipt('success', [proxyCreationLog(PROXY)]) })
    await expect(deploySafe(newSafe, run.context)).resolves.toEqual({ hash: HASH, address: PROXY })
    expect(run.wallet.writeContract).toHaveBeenCalledWith({
      address: canonicalAddresses.safeProxyFactory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [canonicalAddresses.safeL2, encodeSafeSetup(newSafe), 7n],
    })
    expect(run.progress).toEqual([
      { step: 'wallet' },
      { step: 'mining', hash: HASH },
      { step: 'indexing', hash: HASH, address: PROXY },
    ])
  })

  it('falls back on the predicted address when the receipt has no ProxyCreation log', async () => {
    const predicted = predictSafeAddress({ initializer: encodeSafeSetup(newSafe), saltNonce: 7n })
    mockGateway([[`/v1/chains/1337/safes/${predicted}`, safeInfoFixture({ address: predicted })]])
    await expect(deploySafe(newSafe, context().context)).resolves.toEqual({ hash: HASH, address: predicted })
  })

  it('fails at the wallet step with a sentence when the user rejects, before anything is sent', async () => {
    const wallet = {
      writeContract: vi.fn(async (): Promise<Hash> => {
        throw new UserRejectedRequestError(new Error('User rejected the request.'))
      }),
    }
    const run = context({ wallet })
    const error = await deploySafe(newSafe, run.context).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(DeploySafeError)
    expect(error).toMatchObject({
      step: 'wallet',
      hash: undefined,
      message: 'You rejected the transaction in your wallet.',
    })
    expect(run.context.chain.waitForTransactionReceipt).not.toHaveBeenCalled()
  })

  it('fails at the mining step, with the hash, when the transaction reverts', async () => {
    const error = await deploySafe(newSafe, context({ receipt: receipt('reverted', []) }).context).catch(
      (reason: unknown) => reason,
    )
    expect(error).toMatchObject({
      step: 'mining',
      hash: HASH,
      message: 'The deployment transaction reverted: nothing was created.',
    })
  })

  it('stops waiting for the gateway when aborted, with the abort rather than a failure', async () => {
    mockGateway([])
    const controller = new AbortController()
    const run = context({ signal: controller.signal })
    const pending = deploySafe(newSafe, run.context)
    await vi.waitFor(() => expect(run.progress.at(-1)?.step).toBe('indexing'))
    controller.abort(new DOMException('left the page', 'AbortError'))
    const reason = await pending.catch((error: unknown) => error)
    expect(reason).not.toBeInstanceOf(DeploySafeError)
    expect((reason as DOMException).name).toBe('AbortError')
  })
})
