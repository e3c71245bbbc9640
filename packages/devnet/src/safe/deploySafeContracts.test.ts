import {
  getCompatibilityFallbackHandlerDeployment,
  getCreateCallDeployment,
  getMultiSendCallOnlyDeployment,
  getMultiSendDeployment,
  getProxyFactoryDeployment,
  getSafeL2SingletonDeployment,
  getSafeSingletonDeployment,
  getSignMessageLibDeployment,
  getSimulateTxAccessorDeployment,
  type SingletonDeployment,
} from '@safe-global/safe-deployments'
import { getSingletonFactoryInfo } from '@safe-global/safe-singleton-factory'
import { type CanonicalContract, canonicalAddresses } from '@strongroom/protocol'
import { type Address, type Hex, keccak256, parseTransaction, slice } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { DeploymentError } from '../errors/DeploymentError'
import { deploySafeContracts } from './deploySafeContracts'

// safe-deployments is the published source of truth; chain 1337 maps to the "canonical" set (SD PR #659).
const filter = { version: '1.4.1', network: '1337' }
const published: Record<CanonicalContract, SingletonDeployment | undefined> = {
  safeL2: getSafeL2SingletonDeployment(filter),
  safe: getSafeSingletonDeployment(filter),
  safeProxyFactory: getProxyFactoryDeployment(filter),
  compatibilityFallbackHandler: getCompatibilityFallbackHandlerDeployment(filter),
  multiSend: getMultiSendDeployment(filter),
  multiSendCallOnly: getMultiSendCallOnlyDeployment(filter),
  signMessageLib: getSignMessageLibDeployment(filter),
  createCall: getCreateCallDeployment(filter),
  simulateTxAccessor: getSimulateTxAccessorDeployment(filter),
}
// anvil puts Arachnid's deterministic-deployment proxy here in genesis; the Safe factory runs the same code.
const ARACHNID_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

describe('deploySafeContracts', () => {
  let devnet: Devnet
  let first: Awaited<ReturnType<typeof deploySafeContracts>>
  let firstMs: number

  beforeAll(async () => {
    devnet = await startDevnet({ deploy: false, demo: false })
    const started = performance.now()
    first = await deploySafeContracts(devnet.walletClient(0))
    firstMs = performance.now() - started
  })
  afterAll(() => devnet?.stop())

  const code = async (address: Address): Promise<Hex> => (await devnet.publicClient.getCode({ address })) ?? '0x'

  it('deploys the factory and all nine contracts on a fresh chain', () => {
    expect(first.deployed).toEqual([
      'safeSingletonFactory',
      'safeL2',
      'safe',
      'safeProxyFactory',
      'compatibilityFallbackHandler',
      'multiSend',
      'multiSendCallOnly',
      'signMessageLib',
      'createCall',
      'simulateTxAccessor',
    ])
    expect(first.skipped).toEqual([])
    expect(firstMs).toBeLessThan(10_000)
  })

  it.each(Object.entries(published))(
    '%s sits at the address and has the runtime code hash safe-deployments publishes for chain 1337',
    async (contract, deployment) => {
      expect(deployment, `safe-deployments knows ${contract} 1.4.1`).toBeDefined()
      const address = deployment!.networkAddresses['1337'] as Address
      expect(address).toBe(deployment!.deployments.canonical?.address)
      expect(address).toBe(canonicalAddresses[contract as CanonicalContract])
      expect(keccak256(await code(address))).toBe(deployment!.deployments.canonical?.codeHash)
    },
  )

  it('puts the singleton factory where its package says, with the runtime its pre-signed transaction creates', async () => {
    const info = getSingletonFactoryInfo(1337)!
    expect(info.address).toBe(canonicalAddresses.safeSingletonFactory)
    // The pre-signed init code is a 14-byte constructor prefix followed by the runtime it returns.
    const { data } = parseTransaction(info.transaction as Hex)
    const runtime = slice(data!, 14)
    expect(await code(canonicalAddresses.safeSingletonFactory)).toBe(runtime)
    expect(runtime).toBe(await code(ARACHNID_DEPLOYER))
  })

  it('deploys nothing on a second run', async () => {
    const blockBefore = await devnet.publicClient.getBlockNumber()
    const second = await deploySafeContracts(devnet.walletClient(1))
    expect(second.deployed).toEqual([])
    expect(second.skipped).toEqual(first.deployed)
    expect(await devnet.publicClient.getBlockNumber()).toBe(blockBefore)
  })

  it('fails clearly on a chain id the singleton factory package has no pre-signed transaction for', async () => {
    const chainId = 4_242_424
    expect(getSingletonFactoryInfo(chainId)).toBeUndefined()
    const other = await startDevnet({ chainId, deploy: false, demo: false })
    try {
      const attempt = deploySafeContracts(other.walletClient(0))
      await expect(attempt).rejects.toBeInstanceOf(DeploymentError)
      await expect(attempt).rejects.toThrow(`no pre-signed deployment for chain ${chainId}`)
    } finally {
      await other.stop()
    }
  })

  it('also reproduces the canonical addresses on anvil’s default chain 31337', async () => {
    const other = await startDevnet({ chainId: 31337, demo: false })
    try {
      expect(other.safeContracts?.deployed).toHaveLength(10)
      const hash = keccak256((await other.publicClient.getCode({ address: canonicalAddresses.safeL2 })) ?? '0x')
      expect(hash).toBe(published.safeL2?.deployments.canonical?.codeHash)
    } finally {
      await other.stop()
    }
  })
})
