import { safeEventTopics, safeL2Abi } from '@strongroom/protocol'
import { erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoNftAbi } from '../demo/demoNftAbi'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { readSafeSingleton } from '../safe/readSafeSingleton'
import { SAFE_KINDS } from '../safe/safeKinds'
import { generateScenario, type Scenario } from './generateScenario'

describe('generateScenario', () => {
  let devnet: Devnet
  let scenario: Scenario
  // Small enough for a test on a busy machine (anvil_mine slows as the chain grows); the bench and CLI go long.
  const BLOCKS = 2_600
  beforeAll(async () => {
    devnet = await startDevnet({ demo: false })
    scenario = await generateScenario(devnet, { blocks: BLOCKS })
  }, 240_000)
  afterAll(() => devnet?.stop())

  it('spreads Safes of every kind over the blocks asked for', async () => {
    expect(scenario.head).toBeGreaterThanOrEqual(BigInt(BLOCKS))
    expect(scenario.safes.map(({ version, addressSet, singleton }) => ({ version, addressSet, singleton }))).toEqual(
      SAFE_KINDS,
    )
    const heights = scenario.safes.map(({ createdAt }) => createdAt)
    for (let index = 1; index < heights.length; index++)
      expect(heights[index]! - heights[index - 1]!).toBeGreaterThan(10n)
    const steps = scenario.steps.map(({ block }) => block)
    expect(steps).toEqual([...steps].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(steps.at(-1)! - steps[0]!).toBeGreaterThan((BigInt(BLOCKS) * 9n) / 10n)
  })

  it('leaves each Safe as its steps say, checked on chain', async () => {
    for (const safe of scenario.safes) {
      const read = <const name extends 'nonce' | 'getOwners'>(functionName: name) =>
        devnet.publicClient.readContract({ address: safe.address, abi: safeL2Abi, functionName })
      // 3 direct, 1 failed, add owner, 2 through the batch, remove owner, enable module: 9; the module uses none.
      expect(await read('nonce')).toBe(9n)
      expect(await read('getOwners')).toEqual(devnet.accounts.slice(0, 3).map(({ address }) => address))
      const mine = scenario.steps.filter((step) => step.safe === safe.address)
      expect(mine.map(({ kind }) => kind)).toContain('module-exec')
      expect(mine.at(-1)?.nonceAfter).toBe(9n)
      expect(await readSafeSingleton(devnet, safe.address)).toBeDefined()
      expect(
        await devnet.publicClient.readContract({
          address: scenario.tokens.erc20,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [safe.address],
        }),
      ).toBe(10n ** 21n - 10n ** 18n)
      const failed = mine.find(({ kind }) => kind === 'exec-failed')!
      const receipt = await devnet.publicClient.getTransactionReceipt({ hash: failed.hash })
      expect(receipt.logs.some((log) => log.topics[0] === safeEventTopics.ExecutionFailure)).toBe(true)
      const batch = mine.find(({ kind }) => kind === 'exec-through-contract')!
      expect(batch.safeTxHashes).toHaveLength(2)
      expect((await devnet.publicClient.getTransaction({ hash: batch.hash })).to).not.toBe(safe.address.toLowerCase())
    }
    expect(
      await devnet.publicClient.readContract({
        address: scenario.tokens.erc721,
        abi: demoNftAbi,
        functionName: 'balanceOf',
        args: [devnet.accounts[6]!.address],
      }),
    ).toBe(BigInt(SAFE_KINDS.length))
  })
})
