import {
  getCompatibilityFallbackHandlerDeployment,
  getCreateCallDeployment,
  getMultiSendCallOnlyDeployment,
  getMultiSendDeployment,
  getProxyFactoryDeployment,
  getSafeL2SingletonDeployment,
  getSafeMigrationDeployment,
  getSafeSingletonDeployment,
  getSafeToL2SetupDeployment,
  getSignMessageLibDeployment,
  getSimulateTxAccessorDeployment,
  type SingletonDeployment,
} from '@safe-global/safe-deployments'
import { getSingletonFactoryInfo } from '@safe-global/safe-singleton-factory'
import { canonicalAddresses, findSafeSingleton, safeDeployments, safeL2Abi } from '@strongroom/protocol'
import { type Address, type Hex, keccak256, parseTransaction, slice } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { DeploymentError } from '../errors/DeploymentError'
import { DETERMINISTIC_DEPLOYMENT_PROXY, deploySafeContracts } from './deploySafeContracts'
import { artifactLabel, SAFE_CONTRACT_ARTIFACTS, type SafeContractName } from './safeContractArtifacts'

// safe-deployments is the published source of truth for every address and runtime code hash.
const lookups: Record<SafeContractName, (filter: { version: string }) => SingletonDeployment | undefined> = {
  safe: getSafeSingletonDeployment,
  safeL2: getSafeL2SingletonDeployment,
  safeProxyFactory: getProxyFactoryDeployment,
  compatibilityFallbackHandler: getCompatibilityFallbackHandlerDeployment,
  multiSend: getMultiSendDeployment,
  multiSendCallOnly: getMultiSendCallOnlyDeployment,
  signMessageLib: getSignMessageLibDeployment,
  createCall: getCreateCallDeployment,
  simulateTxAccessor: getSimulateTxAccessorDeployment,
  safeToL2Setup: getSafeToL2SetupDeployment,
  safeMigration: getSafeMigrationDeployment,
}
const published = (version: string, addressSet: string, contract: SafeContractName) =>
  lookups[contract]({ version })?.deployments[addressSet as 'canonical']
const tableRows = safeDeployments.flatMap((set) =>
  (Object.keys(lookups) as SafeContractName[]).map(
    (contract) => [set.version, set.addressSet, contract, set[contract]] as const,
  ),
)
const ARACHNID_DEPLOYER = DETERMINISTIC_DEPLOYMENT_PROXY

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

  it('deploys the factory and every 1.4.1, 1.3.0 (both address sets) and 1.5.0 contract on a fresh chain', () => {
    expect(first.deployed).toEqual(['safeSingletonFactory', ...SAFE_CONTRACT_ARTIFACTS.map(artifactLabel)])
    expect(first.deployed).toContain('1.3.0 eip155 safeL2')
    expect(first.deployed).toContain('1.5.0 safeMigration')
    expect(first.skipped).toEqual([])
    expect(firstMs).toBeLessThan(20_000)
  })

  it.each(SAFE_CONTRACT_ARTIFACTS.map((artifact) => [artifactLabel(artifact), artifact] as const))(
    '%s sits at the address and has the runtime code hash safe-deployments publishes',
    async (_, { version, addressSet, contract, address }) => {
      const deployment = published(version, addressSet, contract)
      expect(deployment, `safe-deployments knows ${contract} ${version} ${addressSet}`).toBeDefined()
      expect(address).toBe(deployment!.address)
      expect(keccak256(await code(address))).toBe(deployment!.codeHash)
    },
  )

  it.each(tableRows)(
    'protocol lists %s %s %s at the address safe-deployments publishes',
    (version, set, contract, address) => {
      const deployment = published(version, set, contract)
      expect(address).toBe(deployment?.address ?? null)
    },
  )

  it('every singleton is named by the version table and answers its VERSION', async () => {
    for (const set of safeDeployments)
      for (const l2 of [false, true]) {
        const address = l2 ? set.safeL2 : set.safe
        expect(findSafeSingleton(address)).toMatchObject({ version: set.version, l2, addressSet: set.addressSet })
        const version = await devnet.publicClient.readContract({ address, abi: safeL2Abi, functionName: 'VERSION' })
        expect(version).toBe(set.version)
      }
  })

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
      expect(other.safeContracts?.deployed).toHaveLength(SAFE_CONTRACT_ARTIFACTS.length + 1)
      const hash = keccak256((await other.publicClient.getCode({ address: canonicalAddresses.safeL2 })) ?? '0x')
      expect(hash).toBe(published('1.4.1', 'canonical', 'safeL2')?.codeHash)
    } finally {
      await other.stop()
    }
  })
})
