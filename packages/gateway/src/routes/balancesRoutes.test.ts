import { getBalances, getFiatCurrencies, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe, demoArtifacts, demoTokenAbi, execSafeTransaction, fundToken } from '@strongroom/devnet'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  pad,
  parseEther,
  parseUnits,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AssetsConfigInput, assetsConfigSchema } from '../domain/prices/assetsConfigSchema'
import { DEVNET_DDAI_LOGO, DEVNET_DUSD_LOGO } from '../domain/token-list/devnetTokenLogos'
import { buildFixedAnswerContract } from '../domain/token-list/testing/buildFixedAnswerContract'
import { serveRoutes } from '../testing/serveRoutes'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { balancesRoutes } from './balancesRoutes'

const CHAIN = '1337'
const transferTopic = toEventSelector('Transfer(address,address,uint256)')

let stack: TestStack
let baseUrl: string
let safe: Address
let tokens: { usdc: Address; dai: Address }
let broken: Address
let spam: Address
let points: Address
const closers: (() => Promise<void>)[] = []

/** An HTTP server with only the balances routes on the stack's db and chains. */
async function serveBalances(assets?: AssetsConfigInput): Promise<string> {
  const served = await serveRoutes(stack.gateway, (app, context) =>
    balancesRoutes(app, context, assets === undefined ? undefined : assetsConfigSchema.parse(assets)),
  )
  closers.push(served.close)
  return served.url
}

async function deployToken(name: string, symbol: string, decimals: number): Promise<Address> {
  const wallet = stack.devnet.walletClient(0)
  const hash = await wallet.deployContract({
    abi: demoTokenAbi,
    bytecode: demoArtifacts.DemoToken.bytecode,
    args: [name, symbol, decimals],
  })
  const receipt = await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
  return getAddress(receipt.contractAddress!)
}

async function mint(token: Address, to: Address, amount: bigint): Promise<void> {
  const hash = await stack.devnet
    .walletClient(0)
    .writeContract({ address: token, abi: demoTokenAbi, functionName: 'mint', args: [to, amount] })
  await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
}

beforeAll(async () => {
  stack = await startTestStack()
  tokens = stack.devnet.demo!.tokens
  safe = await createSafe(stack.devnet, { owners: [0], threshold: 1, saltNonce: 4711n, fundWei: parseEther('2') })

  // In: 2 ETH (creation), 250.5 dUSD, 10 dDAI. Out: 0.5 ETH, 7.25 dDAI.
  await fundToken(stack.devnet, { token: tokens.usdc, to: safe, amount: parseUnits('250.5', 6) })
  await fundToken(stack.devnet, { token: tokens.dai, to: safe, amount: parseUnits('10', 18) })
  await execSafeTransaction(stack.devnet, {
    safe,
    tx: { to: stack.devnet.accounts[4]!.address, value: parseEther('0.5') },
    signers: [0],
  })
  await execSafeTransaction(stack.devnet, {
    safe,
    tx: {
      to: tokens.dai,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [stack.devnet.accounts[4]!.address, parseUnits('7.25', 18)],
      }),
    },
    signers: [0],
  })

  // A token whose name(), symbol() and decimals() all revert; only balanceOf answers (1234 units).
  const wallet = stack.devnet.walletClient(0)
  const brokenHash = await wallet.sendTransaction({
    data: buildFixedAnswerContract({
      logs: [{ topics: [transferTopic, pad(zeroAddress), pad(safe)], data: 1234n }],
      answers: { '0x70a08231': pad('0x04d2') as Hex },
    }),
  })
  broken = getAddress(
    (await stack.devnet.publicClient.waitForTransactionReceipt({ hash: brokenHash })).contractAddress!,
  )
  // Spam by name, and spam by supply (0 decimals, 10^12 units).
  spam = await deployToken('Claim your reward at visit-me.xyz', 'CLAIM', 18)
  await mint(spam, safe, parseUnits('1000', 18))
  points = await deployToken('Points', 'PTS', 0)
  await mint(points, safe, 10n ** 12n)
  // A token that came and went entirely is not listed.
  const gone = await deployToken('Gone Token', 'GONE', 18)
  await mint(gone, safe, 5n)
  await execSafeTransaction(stack.devnet, {
    safe,
    tx: {
      to: gone,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [stack.devnet.accounts[4]!.address, 5n],
      }),
    },
    signers: [0],
  })
  await stack.indexed()

  baseUrl = await serveBalances()
  setBaseUrl(baseUrl)
})

afterAll(async () => {
  for (const close of closers) await close()
  await stack?.stop()
})

const nativeToken = {
  type: 'NATIVE_TOKEN',
  address: zeroAddress,
  decimals: 18,
  symbol: 'ETH',
  name: 'Ether',
  logoUri: null,
}

describe('balances', () => {
  it('defaults price the devnet demo tokens at their deterministic addresses', () => {
    const config = assetsConfigSchema.parse({})
    expect(config.priceProvider).toMatchObject({
      type: 'static',
      prices: { [CHAIN]: { native: { usd: 3000 }, tokens: { [tokens.usdc]: { usd: 1 }, [tokens.dai]: { usd: 1 } } } },
    })
    expect(config.tokenList[CHAIN]?.map((entry) => entry.address)).toEqual([
      tokens.usdc,
      tokens.dai,
      stack.devnet.demo!.nft,
    ])
    // Logos that work offline and under the web's CSP (img-src allows data:).
    for (const entry of config.tokenList[CHAIN] ?? []) expect(entry.logoUri).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('lists native coin and held tokens with exact raw balances and fiat values, highest first', async () => {
    const balances = await getBalances(CHAIN, safe, 'usd')
    expect(balances).toEqual({
      fiatTotal: '4753.25',
      items: [
        { tokenInfo: nativeToken, balance: parseEther('1.5').toString(), fiatBalance: '4500', fiatConversion: '3000' },
        {
          tokenInfo: {
            type: 'ERC20',
            address: tokens.usdc,
            decimals: 6,
            symbol: 'dUSD',
            name: 'Demo USD',
            logoUri: DEVNET_DUSD_LOGO,
          },
          balance: '250500000',
          fiatBalance: '250.5',
          fiatConversion: '1',
        },
        {
          tokenInfo: {
            type: 'ERC20',
            address: tokens.dai,
            decimals: 18,
            symbol: 'dDAI',
            name: 'Demo Dai',
            logoUri: DEVNET_DDAI_LOGO,
          },
          balance: parseUnits('2.75', 18).toString(),
          fiatBalance: '2.75',
          fiatConversion: '1',
        },
        {
          tokenInfo: {
            type: 'ERC20',
            address: broken,
            decimals: null,
            symbol: 'UNKNOWN',
            name: `Token ${broken.slice(0, 6)}…${broken.slice(-4)}`,
            logoUri: null,
          },
          balance: '1234',
          fiatBalance: '0',
          fiatConversion: '0',
        },
      ],
    })
  })

  it('derives other currencies through the exchange rates, any case', async () => {
    const balances = await getBalances(CHAIN, safe, 'Eur')
    expect(balances.fiatTotal).toBe('4372.99')
    expect(balances.items.map((item) => [item.tokenInfo.symbol, item.fiatBalance, item.fiatConversion])).toEqual([
      ['ETH', '4140', '2760'],
      ['dUSD', '230.46', '0.92'],
      ['dDAI', '2.53', '0.92'],
      ['UNKNOWN', '0', '0'],
    ])
  })

  it('shows spam tokens only when exclude_spam=false, and only trusted ones with trusted=true', async () => {
    const all = await getBalances(CHAIN, safe, 'usd', { exclude_spam: false })
    expect(all.items.map((item) => item.tokenInfo.address)).toEqual([
      zeroAddress,
      tokens.usdc,
      tokens.dai,
      // No price: sorted by symbol among the zero-value tokens.
      spam,
      points,
      broken,
    ])
    expect(all.items.find((item) => item.tokenInfo.address === points)?.balance).toBe(String(10n ** 12n))
    expect(all.fiatTotal).toBe('4753.25')

    const trusted = await getBalances(CHAIN, safe, 'usd', { trusted: true, exclude_spam: false })
    expect(trusted.items.map((item) => item.tokenInfo.address)).toEqual([zeroAddress, tokens.usdc, tokens.dai])
  })

  it('trusts what the token list says, so a listed token is never spam', async () => {
    const url = await serveBalances({ tokenList: { [CHAIN]: [{ address: spam, logoUri: 'https://logo.test/c.png' }] } })
    const response = await fetch(`${url}/v1/chains/${CHAIN}/safes/${safe}/balances/usd?trusted=true`)
    const body = (await response.json()) as { items: { tokenInfo: { address: string; logoUri: string | null } }[] }
    expect(body.items.map((item) => item.tokenInfo)).toEqual([
      expect.objectContaining({ address: zeroAddress }),
      expect.objectContaining({ address: spam, logoUri: 'https://logo.test/c.png' }),
    ])
  })

  it('answers an unknown currency with 400 naming the supported ones', async () => {
    await expect(getBalances(CHAIN, safe, 'xyz')).rejects.toThrow(
      '400: Unsupported fiat currency "xyz"; supported: CHF, EUR, GBP, JPY, USD',
    )
    const response = await fetch(`${baseUrl}/v1/chains/${CHAIN}/safes/${safe}/balances/us-d`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 400, message: expect.stringContaining('params.currency') })
  })

  it('answers 4xx {code, message} for a bad address, a bad flag, an unknown chain and a non-Safe', async () => {
    const cases: [string, number][] = [
      [`/v1/chains/${CHAIN}/safes/0x1234/balances/usd`, 400],
      [`/v1/chains/${CHAIN}/safes/${safe}/balances/usd?trusted=yes`, 400],
      [`/v1/chains/5/safes/${safe}/balances/usd`, 404],
      [`/v1/chains/${CHAIN}/safes/${stack.devnet.accounts[7]!.address}/balances/usd`, 404],
    ]
    for (const [path, status] of cases) {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.status, path).toBe(status)
      expect(await response.json()).toEqual({ code: status, message: expect.any(String) })
    }
    const stored = await stack.gateway.db.query('select 1 from safes where address = $1', [
      stack.devnet.accounts[7]!.address,
    ])
    expect(stored).toEqual([])
  })

  it('follows new blocks: an incoming transfer shows at once', async () => {
    await fundToken(stack.devnet, { token: tokens.usdc, to: safe, amount: parseUnits('0.25', 6) })
    await stack.indexed()
    const balances = await getBalances(CHAIN, safe, 'usd')
    expect(balances.items[1]).toMatchObject({ balance: '250750000', fiatBalance: '250.75' })
    expect(balances.fiatTotal).toBe('4753.5')
  })
})

describe('supported fiat codes', () => {
  it('lists the static provider currencies upper-case and sorted', async () => {
    expect(await getFiatCurrencies()).toEqual(['CHF', 'EUR', 'GBP', 'JPY', 'USD'])
  })

  it('includes currencies that only a price table names', async () => {
    const url = await serveBalances({
      priceProvider: {
        type: 'static',
        exchangeRates: { usd: 1 },
        prices: { [CHAIN]: { native: { usd: 1, btc: 0.01 } } },
      },
    })
    const response = await fetch(`${url}/v1/balances/supported-fiat-codes`)
    expect(await response.json()).toEqual(['BTC', 'USD'])
    const btc = (await (await fetch(`${url}/v1/chains/${CHAIN}/safes/${safe}/balances/BTC`)).json()) as {
      items: { fiatConversion: string }[]
    }
    expect(btc.items[0]?.fiatConversion).toBe('0.01')
  })

  it('answers 503 {code, message} when the configured price API is unreachable', async () => {
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused at once.
    const url = await serveBalances({ priceProvider: { type: 'coingecko', baseUrl: 'http://127.0.0.1:9/api/v3' } })
    for (const path of ['/v1/balances/supported-fiat-codes', `/v1/chains/${CHAIN}/safes/${safe}/balances/usd`]) {
      const response = await fetch(`${url}${path}`)
      expect(response.status, path).toBe(503)
      expect(await response.json()).toEqual({ code: 503, message: 'Prices provider is unreachable.' })
    }
  })
})
