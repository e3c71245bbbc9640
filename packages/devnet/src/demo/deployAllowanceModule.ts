import { canonicalAddresses } from '@strongroom/protocol'
import { type Address, concat, getContractAddress, zeroHash } from 'viem'
import { hasCode } from '../chain/hasCode'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { deploySingletonFactory } from '../safe/deploySingletonFactory'
import { demoArtifacts } from './demoArtifacts'

const DEPLOY_GAS = 3_000_000n

/**
 * Where {@link deployAllowanceModule} puts the devnet's Allowance module (contracts/DevnetAllowanceModule.sol, the
 * published ABI of Safe's module; docs/spending-limits.md): CREATE2 through the Safe singleton factory with salt 0, the
 * same on every devnet while the source does not change. The chain config of a devnet names it.
 */
export const DEVNET_ALLOWANCE_MODULE: Address = getContractAddress({
  opcode: 'CREATE2',
  from: canonicalAddresses.safeSingletonFactory,
  salt: zeroHash,
  bytecode: demoArtifacts.DevnetAllowanceModule.bytecode,
})

/**
 * Deploys the devnet's Allowance module at {@link DEVNET_ALLOWANCE_MODULE}. Idempotent.
 * @param options.from Account that pays (default dev account 0).
 * @returns the module's address.
 */
export async function deployAllowanceModule(
  devnet: DevnetConnection,
  options: { from?: AccountRef } = {},
): Promise<Address> {
  const payer = devnet.walletClient(options.from ?? 0)
  const factory = await deploySingletonFactory(payer)
  const initCode = demoArtifacts.DevnetAllowanceModule.bytecode
  if (!(await hasCode(devnet.publicClient, DEVNET_ALLOWANCE_MODULE)))
    await sendTransactions(payer, [{ to: factory.address, data: concat([zeroHash, initCode]), gas: DEPLOY_GAS }])
  return DEVNET_ALLOWANCE_MODULE
}
