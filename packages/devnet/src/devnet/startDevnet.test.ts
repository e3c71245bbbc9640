import { InvalidInputError } from '@strongroom/protocol'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundEth } from '../chain/fundEth'
import { fundToken } from '../chain/fundToken'
import { DevnetError } from '../errors/DevnetError'
import { SAFE_CONTRACT_ARTIFACTS } from '../safe/safeContractArtifacts'
import { connectDevnet } from './connectDevnet'
import type { Devnet } from './Devnet'
import { startDevnet } from './startDevnet'

describe('startDevnet', () => {
  let devnet: Devnet
  let startMs: number
  beforeAll(async () => {
    const started = performance.now()
    devnet = await startDevnet()
    startMs = performance.now() - started
  })
  afterAll(() => devnet?.stop())

  it('starts chain 1337 with contracts and demo assets, in well under the timeout', async () => {
    expect(devnet.chainId).toBe(1337)
    expect(await devnet.publicClient.getChainId()).toBe(1337)
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.safeContracts?.deployed).toHaveLength(SAFE_CONTRACT_ARTIFACTS.length + 1)
    expect(devnet.demo?.tokens.usdc).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(startMs).toBeLessThan(15_000)
  })

  it('exposes the accounts anvil funded, as signing wallet clients', async () => {
    const rpcAccounts = await devnet.walletClient().request({ method: 'eth_accounts' })
    expect(rpcAccounts.map((address) => address.toLowerCase())).toEqual(
      devnet.accounts.map(({ address }) => address.toLowerCase()),
    )
    expect(devnet.walletClient(3).account.address).toBe(devnet.accounts[3]?.address)
    expect(devnet.walletClient().account.type).toBe('local')
    expect(devnet.walletClient(devnet.accounts[4]!.address).account.type).toBe('json-rpc')
    expect(devnet.walletClient(2)).toBe(devnet.walletClient(2))
    expect(() => devnet.walletClient(10)).toThrow(InvalidInputError)
  })

  it('snapshots, reverts and mines', async () => {
    const recipient = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123').address
    const id = await devnet.snapshot()
    const start = await devnet.publicClient.getBlockNumber()
    await fundEth(devnet, { to: recipient, wei: parseEther('2') })
    await devnet.mine(3)
    expect(await devnet.publicClient.getBlockNumber()).toBe(start + 4n)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(parseEther('2'))
    await devnet.revert(id)
    expect(await devnet.publicClient.getBlockNumber()).toBe(start)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(0n)
    await expect(devnet.revert(id)).rejects.toBeInstanceOf(DevnetError) // anvil consumes a snapshot on revert
    await expect(devnet.mine(0)).rejects.toBeInstanceOf(InvalidInputError)
  })

  it('funds tokens from dev account 0 and refuses more than it holds', async () => {
    const token = devnet.demo!.tokens.dai
    const recipient = devnet.accounts[6]!.address
    await fundToken(devnet, { token, to: recipient, amount: 42n })
    const balance = await devnet.publicClient.readContract({
      address: token,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(balance).toBe(42n)
    await expect(fundToken(devnet, { token, to: recipient, amount: 10n ** 40n })).rejects.toBeInstanceOf(DevnetError)
    await expect(fundEth(devnet, { to: recipient, wei: 0n })).rejects.toBeInstanceOf(InvalidInputError)
  })

  it('connects to a running node and learns its chain id', async () => {
    const connection = await connectDevnet({ rpcUrl: devnet.rpcUrl })
    expect(connection.chainId).toBe(1337)
    expect(await connection.publicClient.getBlockNumber()).toBe(await devnet.publicClient.getBlockNumber())
    await expect(connectDevnet({ rpcUrl: 'ws://127.0.0.1:1' })).rejects.toBeInstanceOf(InvalidInputError)
    await expect(connectDevnet({ rpcUrl: 'not a url' })).rejects.toBeInstanceOf(InvalidInputError)
  })

  it('mines on an interval with blockTime and stops cleanly', async () => {
    const interval = await startDevnet({ blockTime: 0.2, deploy: false, demo: false })
    try {
      const first = await interval.publicClient.getBlockNumber()
      await new Promise((resolve) => setTimeout(resolve, 700))
      expect(await interval.publicClient.getBlockNumber()).toBeGreaterThan(first)
    } finally {
      await interval.stop()
    }
    expect(await interval.exited).toEqual({ code: 0, signal: null })
  })
})
