import { type Address, encodeDeployData, encodeFunctionData } from 'viem'
import { sendTransactions } from '../chain/sendTransactions'
import { demoArtifacts } from '../demo/demoArtifacts'
import { demoTokenAbi } from '../demo/demoTokenAbi'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { lookAlikeAddress } from './lookAlikeAddress'

/** What {@link sendPoisoningTransfers} planted. */
export interface PoisoningTransfers {
  /** The look-alike of `imitate` the Safe seems to have sent to. */
  lookAlike: Address
  /** The poisoner's own token, named and symbolled like `token`. */
  fakeToken: Address
}

const GAS = 300_000n
const DEPLOY_GAS = 2_000_000n

/**
 * Address poisoning as it is done on public chains (docs/spam-and-poisoning.md), by a stranger (`from`, default dev
 * account 9) against `safe`, which paid `imitate` before:
 * - a zero-value `transferFrom(safe, lookAlike, 0)` on the real `token`, which any ERC-20 without a zero-amount check
 *   accepts without an allowance, so the Safe's history shows an "outgoing" transfer to the look-alike;
 * - a token of the poisoner's own with `token`'s name, symbol and decimals, `amount` of it minted to the Safe, so an
 *   "incoming" transfer of "the same" token shows up.
 */
export async function sendPoisoningTransfers(
  devnet: DevnetConnection,
  options: { safe: Address; imitate: Address; token: Address; amount?: bigint; from?: AccountRef },
): Promise<PoisoningTransfers> {
  const { safe, imitate, token, amount = 1_000_000n, from = 9 } = options
  const poisoner = devnet.walletClient(from)
  const lookAlike = lookAlikeAddress(imitate)
  const read = (functionName: 'name' | 'symbol' | 'decimals') =>
    devnet.publicClient.readContract({ address: token, abi: demoTokenAbi, functionName })
  const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')])
  const [, deployment] = await sendTransactions(poisoner, [
    {
      to: token,
      data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'transferFrom', args: [safe, lookAlike, 0n] }),
      gas: GAS,
    },
    {
      data: encodeDeployData({
        abi: demoTokenAbi,
        bytecode: demoArtifacts.DemoToken.bytecode,
        args: [name as string, symbol as string, decimals as number],
      }),
      gas: DEPLOY_GAS,
    },
  ])
  const fakeToken = deployment!.contractAddress!
  await sendTransactions(poisoner, [
    {
      to: fakeToken,
      data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'mint', args: [safe, amount] }),
      gas: GAS,
    },
  ])
  return { lookAlike, fakeToken }
}
