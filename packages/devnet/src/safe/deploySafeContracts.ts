import { type CanonicalContract, canonicalAddresses } from '@strongroom/protocol'
import { type Account, type Chain, type Client, concat, getContractAddress, type Transport, zeroHash } from 'viem'
import { hasCode } from '../chain/hasCode'
import { sendTransactions } from '../chain/sendTransactions'
import { DeploymentError } from '../errors/DeploymentError'
import { deploySingletonFactory } from './deploySingletonFactory'
import { getSafeCreationCode, SAFE_CONTRACTS } from './safeContractArtifacts'

export type SafeDeploymentName = CanonicalContract | 'safeSingletonFactory'

/** What {@link deploySafeContracts} found and did. */
export interface SafeContractsDeployment {
  addresses: typeof canonicalAddresses
  /** Contracts this call deployed. */
  deployed: SafeDeploymentName[]
  /** Contracts that already had code and were left alone. */
  skipped: SafeDeploymentName[]
}

// SafeL2 uses 5.33M gas on anvil; every deployment gets the same roomy limit (only used gas is paid).
const DEPLOY_GAS = 7_000_000n

/**
 * Deploys the Safe 1.4.1 contracts at their canonical addresses: the singleton factory from its pre-signed
 * transaction, then the nine contracts through it with salt 0 (calldata = salt ‖ creation code), as the official
 * deployment did. Idempotent: contracts that already have code are skipped, so a second run sends nothing.
 * The client's account pays (any funded dev account).
 * @throws {DeploymentError} when the artifacts would not land on the canonical addresses or a deployment is missing.
 */
export async function deploySafeContracts(client: Client<Transport, Chain, Account>): Promise<SafeContractsDeployment> {
  const factory = await deploySingletonFactory(client)
  const deployed: SafeDeploymentName[] = factory.deployed ? ['safeSingletonFactory'] : []
  const skipped: SafeDeploymentName[] = factory.deployed ? [] : ['safeSingletonFactory']

  const plans = SAFE_CONTRACTS.map((contract) => {
    const bytecode = getSafeCreationCode(contract)
    const address = getContractAddress({ opcode: 'CREATE2', from: factory.address, salt: zeroHash, bytecode })
    if (address !== canonicalAddresses[contract])
      throw new DeploymentError(`The ${contract} artifact does not produce the canonical address.`, {
        details: { contract, expected: canonicalAddresses[contract], actual: address },
      })
    return { contract, address, data: concat([zeroHash, bytecode]) }
  })
  const present = await Promise.all(plans.map(({ address }) => hasCode(client, address)))
  const missing = plans.filter((_, index) => !present[index])
  for (const [index, plan] of plans.entries()) if (present[index]) skipped.push(plan.contract)

  await sendTransactions(
    client,
    missing.map(({ data }) => ({ to: factory.address, data, gas: DEPLOY_GAS })),
  )
  for (const plan of missing) {
    // A successful receipt should imply code; checking makes a surprise a precise error instead of a later mystery.
    if (!(await hasCode(client, plan.address)))
      throw new DeploymentError(`${plan.contract} has no code after its deployment.`, {
        details: { contract: plan.contract, address: plan.address },
      })
    deployed.push(plan.contract)
  }
  return { addresses: canonicalAddresses, deployed, skipped }
}
