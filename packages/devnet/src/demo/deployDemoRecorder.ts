import { type Address, concat, getContractAddress, zeroHash } from 'viem'
import { hasCode } from '../chain/hasCode'
import { sendTransactions } from '../chain/sendTransactions'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { deploySingletonFactory } from '../safe/deploySingletonFactory'
import { demoArtifacts } from './demoArtifacts'

const DEPLOY_GAS = 1_000_000n

/**
 * Deploys contracts/DemoRecorder.sol (a method taking a list and a tuple, for contract-interaction journeys) through
 * the Safe singleton factory with salt 0, so its address is the same on every fresh devnet. Idempotent.
 * @param options.from Account that pays (default dev account 0).
 * @returns the recorder's address.
 */
export async function deployDemoRecorder(
  devnet: DevnetConnection,
  options: { from?: AccountRef } = {},
): Promise<Address> {
  const payer = devnet.walletClient(options.from ?? 0)
  const factory = await deploySingletonFactory(payer)
  const initCode = demoArtifacts.DemoRecorder.bytecode
  const address = getContractAddress({ opcode: 'CREATE2', from: factory.address, salt: zeroHash, bytecode: initCode })
  if (!(await hasCode(devnet.publicClient, address)))
    await sendTransactions(payer, [{ to: factory.address, data: concat([zeroHash, initCode]), gas: DEPLOY_GAS }])
  return address
}
