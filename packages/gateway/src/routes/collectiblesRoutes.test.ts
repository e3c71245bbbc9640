import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getCollectibles, getCollectiblesPage, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe, demoNftAbi, execSafeTransaction } from '@strongroom/devnet'
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  erc721Abi,
  getAddress,
  type Hex,
  pad,
  toEventSelector,
  toHex,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsConfigSchema } from '../domain/prices/assetsConfigSchema'
import { DEVNET_SRKEY_LOGO } from '../domain/token-list/devnetTokenLogos'
import { buildFixedAnswerContract } from '../domain/token-list/testing/buildFixedAnswerContract'
import { type ServedRoutes, serveRoutes } from '../testing/serveRoutes'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitUntil } from '../testing/waitUntil'
import { collectiblesRoutes } from './collectiblesRoutes'

const CHAIN = '1337'

/** SafeInfo's collectiblesTag, as clients read it from the gateway (the SDK points at the app under test here). */
async function collectiblesTag(address: Address): Promise<string> {
  const response = await fetch(`${stack.gateway.url}/v1/chains/${CHAIN}/safes/${address}`)
  return ((await response.json()) as { collectiblesTag: string }).collectiblesTag
}
// Generous for a loaded 2-core machine: a healthy local download must never hit it.
const TIMEOUT_MS = 1500
const MAX_BYTES = 4096
const transferTopic = toEventSelector('Transfer(address,address,uint256)')
const selectors = { name: '0x06fdde03', symbol: '0x95d89b41', tokenURI: '0xc87b56dd' } as const

let stack: TestStack
let gatewayUrl: string
let metadataServer: Server
let metadataUrl: string
let safe: Address
let emptySafe: Address
const hits: string[] = []
let app: ServedRoutes | undefined

const httpDocument = { name: 'HTTP Art #7', description: 'served over http', image: 'https://img.test/7.png' }
const plainJson = '{"name":"Plain #1","description":"100% plain","image_url":"https://img.test/plain.png"}'

function serveCollectibles(): Promise<ServedRoutes> {
  const assets = assetsConfigSchema.parse({
    collectibles: { metadataTimeoutMs: TIMEOUT_MS, metadataMaxBytes: MAX_BYTES, allowPrivateNetwork: true },
  })
  return serveRoutes(stack.gateway, (app, context) => collectiblesRoutes(app, context, assets))
}

/** An ERC-721 whose constructor "mints" `tokenId` to the Safe and whose tokenURI answers `uri` (reverts without). */
async function deployCollection(options: { tokenId: bigint; uri?: string; name?: string; symbol?: string }) {
  const text = (value: string) => encodeAbiParameters([{ type: 'string' }], [value])
  const answers: Record<Hex, Hex> = {}
  if (options.uri !== undefined) answers[selectors.tokenURI] = text(options.uri)
  if (options.name !== undefined) answers[selectors.name] = text(options.name)
  if (options.symbol !== undefined) answers[selectors.symbol] = text(options.symbol)
  const hash = await stack.devnet.walletClient(0).sendTransaction({
    data: buildFixedAnswerContract({
      logs: [{ topics: [transferTopic, pad(zeroAddress), pad(safe), toHex(options.tokenId, { size: 32 })] }],
      answers,
    }),
  })
  return getAddress((await stack.devnet.publicClient.waitForTransactionReceipt({ hash })).contractAddress!)
}

const collections = {} as Record<'http' | 'plain' | 'missing' | 'noUri' | 'big' | 'slow' | 'spam', Address>

beforeAll(async () => {
  metadataServer = createServer((request, response) => {
    hits.push(request.url ?? '')
    if (request.url === '/meta/7.json')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(httpDocument))
    if (request.url === '/moved') return response.writeHead(302, { location: '/meta/7.json' }).end()
    if (request.url === '/big') {
      // No Content-Length: the limit must hold while streaming too.
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write(`{"name":"${'x'.repeat(MAX_BYTES)}`)
      return response.end('"}')
    }
    if (request.url === '/slow') {
      setTimeout(() => response.writeHead(200).end(JSON.stringify(httpDocument)), TIMEOUT_MS * 10).unref()
      return
    }
    response.writeHead(404).end('{"error":"not found"}')
  })
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve))
  metadataUrl = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}`

  stack = await startTestStack()
  safe = await createSafe(stack.devnet, { owners: [0], threshold: 1, saltNonce: 77n })
  emptySafe = await createSafe(stack.devnet, { owners: [1], threshold: 1, saltNonce: 78n })
  app = await serveCollectibles()
  gatewayUrl = app.url
  setBaseUrl(gatewayUrl)
})

afterAll(async () => {
  await app?.close()
  metadataServer?.closeAllConnections()
  await new Promise((resolve) => metadataServer?.close(resolve))
  await stack?.stop()
})

async function receiveDemoNfts() {
  const nft = stack.devnet.demo!.nft
  const owner = stack.devnet.accounts[0]!.address
  for (const id of [1n, 2n]) {
    const hash = await stack.devnet.walletClient(0).writeContract({
      address: nft,
      abi: demoNftAbi,
      functionName: 'safeTransferFrom',
      args: [owner, safe, id],
    })
    await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
  }
}

describe('collectibles', () => {
  it('tags a Safe without collectibles with a stable "0"', async () => {
    await stack.indexed()
    expect(await collectiblesTag(safe)).toBe('0')
    expect(await collectiblesTag(safe)).toBe('0')
    expect(await getCollectibles(CHAIN, safe)).toEqual([])
    expect(await getCollectiblesPage(CHAIN, emptySafe)).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('lists only the tokens held after NFTs came in and went out, and moves the tag each time', async () => {
    await receiveDemoNfts()
    await stack.indexed()
    const tagIn = await collectiblesTag(safe)
    expect(Number(tagIn)).toBeGreaterThan(0)
    expect((await getCollectibles(CHAIN, safe)).map((item) => item.id)).toEqual(['1', '2'])

    await execSafeTransaction(stack.devnet, {
      safe,
      tx: {
        to: stack.devnet.demo!.nft,
        data: encodeFunctionData({
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [safe, stack.devnet.accounts[3]!.address, 1n],
        }),
      },
      signers: [0],
    })
    await stack.indexed()
    // Blocks (and changes) of the same second still move the tag, by at least one per change.
    const tagOut = await collectiblesTag(safe)
    expect(Number(tagOut)).toBeGreaterThan(Number(tagIn))
    expect(await collectiblesTag(safe)).toBe(tagOut)
    expect(Number(tagOut)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 5)

    const [demo, ...rest] = await getCollectibles(CHAIN, safe)
    expect(rest).toEqual([])
    expect(demo).toMatchObject({
      address: stack.devnet.demo!.nft,
      tokenName: 'Strongroom Demo Key',
      tokenSymbol: 'SRKEY',
      logoUri: DEVNET_SRKEY_LOGO,
      id: '2',
      uri: expect.stringMatching(/^data:application\/json;base64,/),
      name: 'Strongroom Demo Key #2',
      description: 'Demo collectible minted on the Strongroom devnet.',
      imageUri: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      metadata: expect.objectContaining({ attributes: [{ trait_type: 'hue', value: (2 * 137) % 360 }] }),
    })
  })

  it('resolves http, redirected and plain data: metadata; broken, oversized and slow URIs still list', async () => {
    collections.http = await deployCollection({
      tokenId: 7n,
      uri: `${metadataUrl}/meta/7.json`,
      name: 'HTTP Art',
      symbol: 'HART',
    })
    collections.plain = await deployCollection({ tokenId: 1n, uri: `data:application/json;utf8,${plainJson}` })
    collections.missing = await deployCollection({ tokenId: 3n, uri: `${metadataUrl}/missing`, name: 'Gone' })
    collections.noUri = await deployCollection({ tokenId: 4n, name: 'No URI', symbol: 'NOURI' })
    collections.big = await deployCollection({ tokenId: 5n, uri: `${metadataUrl}/big`, name: 'Big' })
    collections.slow = await deployCollection({ tokenId: 6n, uri: `${metadataUrl}/slow`, name: 'Slow' })
    collections.spam = await deployCollection({ tokenId: 9n, uri: `${metadataUrl}/moved`, name: 'Visit claim-nft.xyz' })
    await stack.indexed()

    const started = Date.now()
    const items = await getCollectibles(CHAIN, safe)
    // Downloads run in parallel and the slow one is cut at the timeout, long before it would answer.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4)
    const byAddress = new Map(items.map((item) => [item.address, item]))
    expect(items.map((item) => item.address)).toEqual(
      [stack.devnet.demo!.nft, ...Object.values(collections)]
        .filter((address) => address !== collections.spam)
        .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    )
    expect(byAddress.get(collections.http)).toEqual({
      address: collections.http,
      tokenName: 'HTTP Art',
      tokenSymbol: 'HART',
      logoUri: null,
      id: '7',
      uri: `${metadataUrl}/meta/7.json`,
      name: 'HTTP Art #7',
      description: 'served over http',
      imageUri: 'https://img.test/7.png',
      metadata: httpDocument,
    })
    // Plain JSON with "#" and "%" survives; no name()/symbol() gives fallbacks.
    expect(byAddress.get(collections.plain)).toMatchObject({
      tokenName: `Collection ${collections.plain.slice(0, 6)}…${collections.plain.slice(-4)}`,
      tokenSymbol: 'UNKNOWN',
      name: 'Plain #1',
      description: '100% plain',
      imageUri: 'https://img.test/plain.png',
      metadata: JSON.parse(plainJson),
    })
    const empty = { name: null, description: null, imageUri: null, metadata: null }
    expect(byAddress.get(collections.missing)).toMatchObject({ id: '3', uri: `${metadataUrl}/missing`, ...empty })
    expect(byAddress.get(collections.noUri)).toMatchObject({ id: '4', tokenName: 'No URI', uri: null, ...empty })
    expect(byAddress.get(collections.big)).toMatchObject({ id: '5', uri: `${metadataUrl}/big`, ...empty })
    expect(byAddress.get(collections.slow)).toMatchObject({ id: '6', uri: `${metadataUrl}/slow`, ...empty })

    const rows = await stack.gateway.db.query<{ address: string; error: string | null }>(
      'select address, error from collectible_metadata where chain_id = $1',
      [CHAIN],
    )
    expect(Object.fromEntries(rows.map((row) => [row.address, row.error]))).toEqual({
      [stack.devnet.demo!.nft]: null,
      [collections.http]: null,
      [collections.plain]: null,
      [collections.missing]: 'http-status',
      [collections.noUri]: 'no-token-uri',
      [collections.big]: 'too-large',
      [collections.slow]: 'timeout',
    })
  })

  it('answers from the cache the second time, failures included', async () => {
    hits.length = 0
    await getCollectibles(CHAIN, safe)
    expect(hits).toEqual([])
  })

  it('shows spam collections only with exclude_spam=false, and only listed ones with trusted=true', async () => {
    const all = await getCollectibles(CHAIN, safe, { exclude_spam: false })
    expect(all).toHaveLength(8)
    // The spam collection's URI redirects to the http document.
    expect(all.find((item) => item.address === collections.spam)).toMatchObject({ name: 'HTTP Art #7' })
    const trusted = await getCollectibles(CHAIN, safe, { trusted: true, exclude_spam: false })
    expect(trusted.map((item) => [item.address, item.id])).toEqual([[stack.devnet.demo!.nft, '2']])
  })

  it('pages v2 with count and absolute cursor links that the SDK follows', async () => {
    const all = await getCollectibles(CHAIN, safe)
    const first = await getCollectiblesPage(CHAIN, safe, { cursor: 'limit=3&offset=0' } as never)
    expect(first).toMatchObject({ count: 7, previous: null, results: all.slice(0, 3) })
    expect(first.next).toBe(`${gatewayUrl}/v2/chains/${CHAIN}/safes/${safe}/collectibles?cursor=limit%3D3%26offset%3D3`)
    const second = await getCollectiblesPage(CHAIN, safe, {}, first.next!)
    expect(second.results).toEqual(all.slice(3, 6))
    expect(second.previous).toBe(
      `${gatewayUrl}/v2/chains/${CHAIN}/safes/${safe}/collectibles?cursor=limit%3D3%26offset%3D0`,
    )
    const third = await getCollectiblesPage(CHAIN, safe, {}, second.next!)
    expect(third).toMatchObject({ count: 7, next: null, results: all.slice(6) })
  })

  it('answers bad input with 4xx {code, message} and stores nothing', async () => {
    const count = async () =>
      (await stack.gateway.db.query<{ n: number }>('select count(*)::integer as n from collectible_metadata'))[0]!.n
    const before = await count()
    const stranger = stack.devnet.accounts[8]!.address
    const cases: [string, number][] = [
      [`/v2/chains/${CHAIN}/safes/0xnot-an-address/collectibles`, 400],
      [`/v2/chains/${CHAIN}/safes/${safe}/collectibles?exclude_spam=maybe`, 400],
      [`/v1/chains/${CHAIN}/safes/${safe.toLowerCase().replace('0x', '0X')}/collectibles`, 400],
      [`/v2/chains/10/safes/${safe}/collectibles`, 404],
      [`/v1/chains/${CHAIN}/safes/${stranger}/collectibles`, 404],
    ]
    for (const [path, status] of cases) {
      const response = await fetch(`${gatewayUrl}${path}`)
      expect(response.status, path).toBe(status)
      expect(await response.json()).toEqual({ code: status, message: expect.any(String) })
    }
    expect(await count()).toBe(before)
    const safes = await stack.gateway.db.query('select 1 from safes where address = $1', [stranger])
    expect(safes).toEqual([])
  })
  it('moves the tag when a reorg takes the newest transfer away', async () => {
    const before = await collectiblesTag(safe)
    const demoIds = async () =>
      (await getCollectibles(CHAIN, safe))
        .filter((item) => item.address === stack.devnet.demo!.nft)
        .map((item) => item.id)
    const snapshot = await stack.devnet.snapshot()
    const hash = await stack.devnet.walletClient(1).writeContract({
      address: stack.devnet.demo!.nft,
      abi: demoNftAbi,
      functionName: 'safeTransferFrom',
      args: [stack.devnet.accounts[1]!.address, safe, 3n],
    })
    await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    await stack.indexed()
    const received = await collectiblesTag(safe)
    expect(Number(received)).toBeGreaterThan(Number(before))
    expect(await demoIds()).toEqual(['2', '3'])

    await stack.devnet.revert(snapshot)
    await stack.devnet.mine(3)
    const head = await stack.devnet.publicClient.getBlock({ blockTag: 'latest' })
    await waitUntil('the reorg to be indexed', async () => {
      const [stored] = await stack.gateway.db.query<{ hash: string }>(
        'select hash from blocks where chain_id = $1 and number = $2',
        [CHAIN, Number(head.number)],
      )
      return stored?.hash === head.hash
    })
    // The holdings went back to what they were, but a client holding the list of the lost block must reload it.
    expect(Number(await collectiblesTag(safe))).toBeGreaterThan(Number(received))
    expect(await demoIds()).toEqual(['2'])
  })
})
