import {
  type Account,
  type Address,
  type Chain,
  type Client,
  concat,
  getContractAddress,
  type Transport,
  zeroHash,
} from 'viem'
import { hasCode } from '../chain/hasCode'
import { sendTransactions } from '../chain/sendTransactions'
import { DeploymentError } from '../errors/DeploymentError'
import { deploySingletonFactory } from './deploySingletonFactory'
import { artifactLabel, getSafeCreationCode, SAFE_CONTRACT_ARTIFACTS } from './safeContractArtifacts'

/** 'safeSingletonFactory', or a contract's label: "1.4.1 safeL2", "1.3.0 eip155 multiSend", "1.5.0 safe"... */
export type SafeDeploymentName = string

/** What {@link deploySafeContracts} found and did. */
export interface SafeContractsDeployment {
  /** Every contract of every release with its address, in deployment order (the singleton factory first). */
  contracts: { name: SafeDeploymentName; address: Address }[]
  /** Contracts this call deployed. */
  deployed: SafeDeploymentName[]
  /** Contracts that already had code and were left alone. */
  skipped: SafeDeploymentName[]
}

/** Arachnid's deterministic deployment proxy, which anvil puts in genesis; it deployed the canonical 1.3.0 set. */
export const DETERMINISTIC_DEPLOYMENT_PROXY = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

// SafeL2 1.5.0 uses about 5.8M gas on anvil; every deployment gets the same roomy limit (only used gas is paid).
const DEPLOY_GAS = 9_000_000n

/**
 * Deploys the Safe 1.4.1, 1.3.0 (canonical and eip155 address sets) and 1.5.0 contracts at their published addresses,
 * from the published npm packages: the singleton factory from its pre-signed transaction, then each contract with
 * salt 0 (calldata = salt ‖ creation code) through the deployer its official deployment used (docs/safe-versions.md).
 * Idempotent: contracts that already have code are skipped, so a second run sends nothing. The client's account pays.
 * @throws {DeploymentError} when an artifact would not land on its published address, the deterministic deployment
 *   proxy is missing, or a deployment leaves no code.
 */
export async function deploySafeContracts(client: Client<Transport, Chain, Account>): Promise<SafeContractsDeployment> {
  const factory = await deploySingletonFactory(client)
  const deployed: SafeDeploymentName[] = factory.deployed ? ['safeSingletonFactory'] : []
  const skipped: SafeDeploymentName[] = factory.deployed ? [] : ['safeSingletonFactory']
  if (!(await hasCode(client, DETERMINISTIC_DEPLOYMENT_PROXY)))
    throw new DeploymentError(
      'The deterministic deployment proxy (0x4e59…956C) is missing; the canonical Safe 1.3.0 contracts need it (anvil has it from genesis).',
      { details: { address: DETERMINISTIC_DEPLOYMENT_PROXY } },
    )

  const plans = SAFE_CONTRACT_ARTIFACTS.map((artifact) => {
    const bytecode = getSafeCreationCode(artifact)
    const deployer = artifact.deployer === 'safeSingletonFactory' ? factory.address : DETERMINISTIC_DEPLOYMENT_PROXY
    const address = getContractAddress({ opcode: 'CREATE2', from: deployer, salt: zeroHash, bytecode })
    const name = artifactLabel(artifact)
    if (address !== artifact.address)
      throw new DeploymentError(`The ${name} artifact does not produce its published address.`, {
        details: { contract: name, expected: artifact.address, actual: address },
      })
    return { name, address, deployer, data: concat([zeroHash, bytecode]) }
  })
  const present = await Promise.all(plans.map(({ address }) => hasCode(client, address)))
  const missing = plans.filter((_, index) => !present[index])
  for (const [index, plan] of plans.entries()) if (present[index]) skipped.push(plan.name)

  await sendTransactions(
    client,
    missing.map(({ deployer, data }) => ({ to: deployer, data, gas: DEPLOY_GAS })),
  )
  for (const plan of missing) {
    // A successful receipt should imply code; checking makes a surprise a precise error instead of a later mystery.
    if (!(await hasCode(client, plan.address)))
      throw new DeploymentError(`${plan.name} has no code after its deployment.`, {
        details: { contract: plan.name, address: plan.address },
      })
    deployed.push(plan.name)
  }
  const contracts = [
    { name: 'safeSingletonFactory', address: factory.address },
    ...plans.map(({ name, address }) => ({ name, address })),
  ]
  return { contracts, deployed, skipped }
}
