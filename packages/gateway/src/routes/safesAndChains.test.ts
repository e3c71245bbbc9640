import {
  getBalances,
  getChainConfig,
  getChainsConfig,
  getDecodedData,
  getMasterCopies,
  getNonces,
  getOwnedSafes,
  getSafeInfo,
  getSafeOverviews,
  postSafeGasEstimation,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe } from '@strongroom/devnet'
import { canonicalAddresses, encodeMultiSend } from '@strongroom/protocol'
import type { Address } from 'viem'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../testing/startTestStack'

let stack: TestStack
let safe: Address
let owners: Address[]

beforeAll(async () => {
  // Without SAFE_TX_GAS_OPTIONAL, estimations simulate the call instead of answering "0".
  stack = await startTestStack({
    chain: { features: ['CONTRACT_INTERACTION', 'EIP1271', 'EIP1559', 'ERC721', 'SAFE_APPS'] },
  })
  setBaseUrl(stack.gateway.url)
  owners = stack.devnet.accounts.slice(0, 3).map((account) => account.address)
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: 10n ** 18n })
  await stack.indexed()
})

afterAll(async () => {
  await stack?.stop()
})

describe('chains', () => {
  it('lists every served chain on the first page', async () => {
    const page = await getChainsConfig()
    expect(page.results.map((chain) => chain.chainId)).toEqual(['1337'])
    expect(page.next ?? null).toBeNull()
    expect((page as { count?: number }).count).toBe(1)
  })

  it('answers one chain with lower-case gas price types and the public RPC', async () => {
    const chain = await getChainConfig('1337')
    expect(chain.chainName).toBe(stack.config.chains[0]?.chainName)
    expect(chain.rpcUri).toEqual({ authentication: 'NO_AUTHENTICATION', value: stack.config.chains[0]?.publicRpcUri })
    expect(chain.contractAddresses.safeSingletonAddress).toBe(canonicalAddresses.safeL2)
    expect(chain.transactionService).toBe(stack.gateway.url)
  })

  it('answers 404 {code, message} for a chain it does not serve', async () => {
    await expect(getChainConfig('5')).rejects.toThrow(
      "CGW error - 404: This gateway does not serve chain 5 (it serves chain 1337); its operator can add the chain to the gateway's configuration.",
    )
  })

  it('lists the master copies', async () => {
    const copies = await getMasterCopies('1337')
    // Every released singleton, L1 and L2, 1.3.0 in both address sets (safe-deployments), newest first.
    expect(copies).toHaveLength(11)
    expect(copies[0]).toEqual({ address: '0xEdd160fEBBD92E350D4D398fb636302fccd67C7e', version: '1.5.0' })
    expect(copies).toEqual(
      expect.arrayContaining([
        { address: canonicalAddresses.safeL2, version: '1.4.1' },
        { address: canonicalAddresses.safe, version: '1.4.1' },
        { address: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E', version: '1.3.0' },
        { address: '0x69f4D1788e39c87893C980c06EdF4b7f686e2938', version: '1.3.0' },
        { address: '0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F', version: '1.1.1' },
      ]),
    )
  })
})

describe('safes', () => {
  it('reads SafeInfo, with tags that change only with their lists', async () => {
    const info = await getSafeInfo('1337', safe)
    expect(info).toMatchObject({
      address: { value: safe, name: null, logoUri: null },
      chainId: '1337',
      nonce: 0,
      threshold: 2,
      owners: owners.map((value) => ({ value, name: null, logoUri: null })),
      implementation: { value: canonicalAddresses.safeL2, name: 'SafeL2 1.4.1', logoUri: null },
      implementationVersionState: 'UP_TO_DATE',
      modules: null,
      guard: null,
      fallbackHandler: { value: canonicalAddresses.compatibilityFallbackHandler },
      version: '1.4.1',
    })
    // Creation and the ETH it got are history: epoch seconds of their indexing, one more per change within a second.
    // Nothing was queued, collected or signed, so those tags are a steady "0", not CGW's ever-changing "now".
    expect(Math.abs(Number(info.txHistoryTag) - Date.now() / 1000)).toBeLessThan(120)
    expect(info).toMatchObject({ txQueuedTag: '0', collectiblesTag: '0', messagesTag: '0' })
    expect(await getSafeInfo('1337', safe)).toEqual(info)
  })

  it('answers 404 for an address that holds no Safe, 400 for a bad address', async () => {
    await expect(getSafeInfo('1337', owners[0]!)).rejects.toThrow(/CGW error - 404: No Safe found at/)
    await expect(getSafeInfo('1337', '0x1234')).rejects.toThrow(
      'CGW error - 400: params.address: must be a 0x-prefixed 20-byte hex address',
    )
  })

  it('answers nonces and the owner’s Safes', async () => {
    expect(await getNonces('1337', safe)).toEqual({ currentNonce: 0, recommendedNonce: 0 })
    expect((await getOwnedSafes('1337', owners[1]!)).safes).toContain(safe)
    expect((await getOwnedSafes('1337', stack.devnet.accounts[7]!.address)).safes).toEqual([])
  })

  it('answers overviews and skips what it cannot serve', async () => {
    const overviews = await getSafeOverviews([`1337:${safe}`, `5:${safe}`], {
      currency: 'usd',
      trusted: false,
      exclude_spam: true,
      wallet_address: owners[0],
    })
    expect(overviews).toEqual([
      {
        address: { value: safe, name: null, logoUri: null },
        chainId: '1337',
        threshold: 2,
        owners: owners.map((value) => ({ value, name: null, logoUri: null })),
        fiatTotal: (await getBalances('1337', safe, 'usd')).fiatTotal,
        queued: 0,
        awaitingConfirmation: 0,
      },
    ])
  })
})

describe('data decoder', () => {
  it('decodes an ERC-20 transfer', async () => {
    const to = getAddress(owners[2]!)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 5n] })
    expect(await getDecodedData('1337', 0, data)).toEqual({
      method: 'transfer',
      parameters: [
        { name: 'recipient', type: 'address', value: to },
        { name: 'amount', type: 'uint256', value: '5' },
      ],
    })
  })

  it('decodes a MultiSend batch with its inner calls', async () => {
    const inner = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [owners[1]!, 7n],
    })
    const data = encodeMultiSend([
      { operation: 0, to: owners[1]!, value: 3n, data: '0x' },
      { operation: 0, to: owners[2]!, value: 0n, data: inner },
    ])
    const decoded = await getDecodedData('1337', 1, data, canonicalAddresses.multiSendCallOnly)
    expect(decoded.method).toBe('multiSend')
    expect(decoded.parameters[0]?.valueDecoded).toEqual([
      { operation: 0, to: owners[1], value: '3', data: null, dataDecoded: null },
      {
        operation: 0,
        to: owners[2],
        value: '0',
        data: inner,
        dataDecoded: {
          method: 'approve',
          parameters: [
            { name: 'spender', type: 'address', value: owners[1] },
            { name: 'amount', type: 'uint256', value: '7' },
          ],
        },
      },
    ])
  })

  it('answers 404 for an unknown selector and 422 for arguments that do not decode', async () => {
    await expect(getDecodedData('1337', 0, '0xdeadbeef')).rejects.toThrow(
      'CGW error - 404: No known ABI has a function with selector 0xdeadbeef',
    )
    await expect(getDecodedData('1337', 0, '0xa9059cbb1234')).rejects.toThrow(/CGW error - 422: data does not decode/)
    await expect(getDecodedData('1337', 0, 'nothex')).rejects.toThrow(
      'CGW error - 400: body.data: must be 0x-prefixed hex of whole bytes',
    )
  })
})

describe('estimations', () => {
  it('simulates the call through SimulateTxAccessor and adds the service margin', async () => {
    const estimation = await postSafeGasEstimation('1337', safe, {
      to: owners[0]!,
      value: '1000',
      data: '0x',
      operation: 0,
    })
    expect(estimation.currentNonce).toBe(0)
    expect(estimation.recommendedNonce).toBe(0)
    // A plain ETH send from a Safe measures about 9,700 gas (docs/indexing.md §5); 36,000 is added on top.
    const gas = Number(estimation.safeTxGas)
    expect(gas).toBeGreaterThan(36_000 + 5_000)
    expect(gas).toBeLessThan(36_000 + 20_000)
  })

  it('refuses a call that fails from the Safe, and a malformed body', async () => {
    const demo = stack.devnet.demo!
    // The Safe holds no dUSD: the token transfer reverts inside the simulation.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owners[0]!, 1n] })
    await expect(
      postSafeGasEstimation('1337', safe, { to: demo.tokens.usdc, value: '0', data, operation: 0 }),
    ).rejects.toThrow('CGW error - 422: The transaction fails when simulated from the Safe')
    await expect(
      postSafeGasEstimation('1337', safe, { to: 'nope', value: '0', data: '0x', operation: 0 }),
    ).rejects.toThrow('CGW error - 400: body.to: must be a 0x-prefixed 20-byte hex address')
  })
})

describe('HTTP plumbing', () => {
  const url = (path: string) => `${stack.gateway.url}${path}`

  it('accepts an optional trailing slash on every route', async () => {
    const [bare, slashed] = await Promise.all([
      fetch(url(`/v1/chains/1337/safes/${safe}/nonces`)),
      fetch(url(`/v1/chains/1337/safes/${safe}/nonces/`)),
    ])
    expect([bare.status, slashed.status]).toEqual([200, 200])
    expect(await slashed.json()).toEqual(await bare.json())
  })

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(url('/v1/chains/1337/safes/nope/collectibles/everything'))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      code: 404,
      message: 'No route for GET /v1/chains/1337/safes/nope/collectibles/everything',
    })
  })

  it('allows cross-origin browsers, preflight included; only sign-in origins get credentials', async () => {
    const preflight = await fetch(url(`/v1/chains/1337/transactions/${safe}/propose`), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://other-wallet.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const get = await fetch(url('/v1/chains'), { headers: { origin: 'https://other-wallet.example' } })
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
    // The web app's origin (a configured sign-in origin) is echoed with credentials, so its session cookie travels.
    const own = await fetch(url('/v1/chains'), { headers: { origin: 'http://localhost:5173' } })
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(own.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('reports indexing status and health from the indexer', async () => {
    await stack.indexed()
    const indexing = (await (await fetch(url('/v1/chains/1337/about/indexing'))).json()) as Record<string, unknown>
    expect(indexing).toMatchObject({ synced: expect.any(Boolean), lastSync: expect.any(Number) })
    expect(indexing.lastSync).toBeGreaterThan(0)
    const health = await fetch(url('/health'))
    const body = (await health.json()) as { code: number; status: string; chains: { chainId: string }[] }
    expect(health.status).toBe(body.code)
    expect(body.chains.map((chain) => chain.chainId)).toEqual(['1337'])
    expect(body.status).toBe(body.code === 200 ? 'ok' : 'degraded')
  })

  it('answers an empty delegates page of the final shape', async () => {
    const response = await fetch(url(`/v2/chains/1337/delegates?safe=${safe}`))
    expect(await response.json()).toEqual({ count: 0, next: null, previous: null, results: [] })
    const bad = await fetch(url('/v2/chains/1337/delegates?delegate=0x1'))
    expect(await bad.json()).toEqual({
      code: 400,
      message: 'querystring.delegate: must be a 0x-prefixed 20-byte hex address',
    })
  })

  it('serves an OpenAPI document generated from the same schemas', async () => {
    const document = (await (await fetch(url('/openapi.json'))).json()) as {
      openapi: string
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/chains',
        '/v1/chains/{chainId}/safes/{address}',
        '/v1/chains/{chainId}/transactions/{safe}/propose',
        '/v1/chains/{chainId}/safes/{address}/transactions/queued',
        '/v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations',
      ]),
    )
    expect(document.paths['/v1/chains/{chainId}/transactions/{safe}/propose']?.post?.responses).toHaveProperty('200')
    expect(Object.keys(document.paths)).not.toContain('/openapi.json')
  })
})
