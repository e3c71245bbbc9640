import { type Devnet, fundToken, startDevnet } from '@strongroom/devnet'
import { createPublicClient, custom, erc20Abi, http, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBalanceReader } from './createBalanceReader'

let devnet: Devnet
let client: PublicClient
const methods: string[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  const rpc = createPublicClient({ transport: http(devnet.rpcUrl) })
  // Records every JSON-RPC method the reader sends.
  client = createPublicClient({
    chain: devnet.chain,
    transport: custom({
      request: (args: { method: string; params?: unknown }) => {
        methods.push(args.method)
        return rpc.request(args as never)
      },
    }),
  }) as PublicClient
})

afterAll(async () => {
  await devnet?.stop()
})

describe('createBalanceReader', () => {
  it('reads native and token balances in one multicall and reuses them within a block', async () => {
    const holder = devnet.accounts[5]!.address
    const { usdc, dai } = devnet.demo!.tokens
    await fundToken(devnet, { token: usdc, to: holder, amount: 1_500_000n })
    const read = createBalanceReader(client)
    const notAToken = devnet.accounts[9]!.address

    methods.length = 0
    const first = await read({ safe: holder, tokens: [usdc, dai, notAToken], supplyOf: [usdc] })
    expect(first.native).toBe(parseEther('10000'))
    expect(first.tokens).toEqual(
      new Map([
        [usdc, 1_500_000n],
        [dai, 0n],
        [notAToken, null],
      ]),
    )
    const supply = await devnet.publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: 'totalSupply' })
    expect(first.totalSupplies).toEqual(new Map([[usdc, supply]]))
    // No Multicall3 on anvil: probed once, then viem's deployless multicall runs inside a single eth_call.
    expect(methods.sort()).toEqual(['eth_blockNumber', 'eth_call', 'eth_getBalance', 'eth_getCode'])

    methods.length = 0
    expect(await read({ safe: holder, tokens: [usdc, dai, notAToken], supplyOf: [usdc] })).toBe(first)
    expect(methods).toEqual(['eth_blockNumber'])

    await fundToken(devnet, { token: usdc, to: holder, amount: 1n })
    methods.length = 0
    const next = await read({ safe: holder, tokens: [usdc, dai, notAToken], supplyOf: [usdc] })
    expect(next.blockNumber).toBe(first.blockNumber + 1n)
    expect(next.tokens.get(usdc)).toBe(1_500_001n)
    expect(methods.sort()).toEqual(['eth_blockNumber', 'eth_call', 'eth_getBalance'])
  })
})
