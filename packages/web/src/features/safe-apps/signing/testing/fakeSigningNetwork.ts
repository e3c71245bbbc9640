import {
  type BridgeRequest,
  type ChainInfo,
  type ProposeTransactionBody,
  parseBridgeRequest,
  parseProposeTransactionBody,
  type SafeMessageDetails,
  type SafeTx,
  safeL2Abi,
} from '@strongroom/protocol'
import { queuedTransactionDetails } from '@strongroom/protocol/testing'
import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../../../testing/gatewayFixtures'

/** The devnet's dev account 1, an owner in the fixtures: the fake wallet behind wagmi's mock connector signs with it. */
export const walletOwner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/** A signing request as the host receives it: through the bridge's own parser. */
export function signingRequestOf<M extends 'sendTransactions' | 'signMessage' | 'signTypedMessage'>(
  method: M,
  params: unknown,
  sdkVersion = '9.1.0',
): Extract<BridgeRequest, { method: M }> {
  const verdict = parseBridgeRequest({ id: 'r1', method, params, env: { sdkVersion } })
  if (verdict.kind !== 'request' || verdict.request.method !== method) throw new Error(JSON.stringify(verdict))
  return verdict.request as Extract<BridgeRequest, { method: M }>
}

/**
 * The network at the fetch boundary, for component tests of signing requests. The gateway: the chain (its
 * `features`), the Safe (threshold 2 of the three fixture owners, nonce 4), its nonces and gas estimate, an empty
 * queue, one stored message (or none), and every POST recorded (a proposal is answered with its TransactionDetails).
 * The node (`rpc.test`, where wagmi's mock connector also sends `eth_signTypedData_v4`): the Safe's owners, threshold
 * and nonce, and the wallet, which signs with {@link walletOwner}'s key or rejects as a user would.
 */
export function fakeSigningNetwork({
  features = ['EIP1271', 'EIP1559'],
  stored,
  walletRejects = false,
}: {
  features?: ChainInfo['features']
  stored?: SafeMessageDetails
  walletRejects?: boolean
} = {}) {
  const posts: { path: string; body: unknown }[] = []
  const walletCalls: unknown[] = []
  const paths: string[] = []
  const safe = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.host === 'rpc.test') {
        const request = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
        const answer = (result: unknown) => Response.json({ jsonrpc: '2.0', id: request.id, result })
        switch (request.method) {
          case 'eth_chainId':
            return answer('0x539')
          case 'eth_signTypedData_v4':
            walletCalls.push(request.params)
            if (walletRejects)
              return Response.json({ jsonrpc: '2.0', id: request.id, error: { code: 4001, message: 'User rejected' } })
            return answer(await walletOwner.signTypedData(JSON.parse(String(request.params[1]))))
          case 'eth_call': {
            const { data } = request.params[0] as { data: Hex }
            const call = decodeFunctionData({ abi: safeL2Abi, data })
            if (call.functionName === 'getOwners')
              return answer(encodeFunctionResult({ abi: safeL2Abi, functionName: 'getOwners', result: [...OWNERS] }))
            if (call.functionName === 'getThreshold')
              return answer(encodeFunctionResult({ abi: safeL2Abi, functionName: 'getThreshold', result: 2n }))
            if (call.functionName === 'nonce')
              return answer(encodeFunctionResult({ abi: safeL2Abi, functionName: 'nonce', result: 4n }))
            throw new Error(`the fake Safe does not answer ${call.functionName}`)
          }
          default:
            throw new Error(`the fake node does not answer ${request.method}`)
        }
      }
      const path = url.pathname
      paths.push(path)
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as unknown
        if (path.endsWith('/multisig-transactions/estimations'))
          return Response.json({ currentNonce: 4, recommendedNonce: 4, safeTxGas: '0' })
        posts.push({ path, body })
        if (path === `/v1/chains/1337/transactions/${SAFE_ADDRESS}/propose`) {
          const { tx } = parseProposeTransactionBody(body as ProposeTransactionBody)
          return Response.json(
            queuedTransactionDetails({ chainId: 1337, safe: SAFE_ADDRESS, tx, owners: [...OWNERS], threshold: 2 }),
          )
        }
        return new Response('', { status: 200 })
      }
      if (path === '/v1/chains/1337') return Response.json(chainInfoFixture({ features }))
      if (path === safe) return Response.json(safeInfoFixture({ nonce: 4 }))
      if (path === `${safe}/nonces`) return Response.json({ currentNonce: 4, recommendedNonce: 4 })
      if (path.startsWith(`${safe}/transactions/queued`))
        return Response.json({ count: 0, next: null, previous: null, results: [] })
      if (stored && path === `/v1/chains/1337/messages/${stored.messageHash}`) return Response.json(stored)
      return Response.json({ code: 404, message: 'Not found' }, { status: 404 })
    }),
  )
  return {
    posts,
    walletCalls,
    paths,
    /** The SafeTx of the proposal posted, if any. */
    proposedTx(): (SafeTx & { safeTxHash: Hex; origin: string | null }) | undefined {
      const post = posts.find((entry) => entry.path.endsWith('/propose'))
      if (!post) return undefined
      const parsed = parseProposeTransactionBody(post.body as ProposeTransactionBody)
      return { ...parsed.tx, safeTxHash: parsed.safeTxHash, origin: parsed.origin }
    },
  }
}
