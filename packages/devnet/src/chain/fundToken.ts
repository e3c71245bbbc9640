import { InvalidInputError } from '@strongroom/protocol'
import { type Address, encodeFunctionData, erc20Abi, type Hash, isAddress } from 'viem'
import type { DevnetConnection } from '../devnet/Devnet'
import { type AccountRef, resolveAccount } from '../devnet/resolveAccount'
import { DevnetError } from '../errors/DevnetError'
import { sendTransactions } from './sendTransactions'

/**
 * Transfers `amount` base units of an ERC-20 from a dev account (default 0, which holds the demo tokens) to `to`.
 * @returns the transaction hash, once mined.
 * @throws {InvalidInputError} for invalid addresses or a non-positive amount.
 * @throws {DevnetError} when the sender's balance is too small.
 */
export async function fundToken(
  devnet: DevnetConnection,
  { token, to, amount, from = 0 }: { token: Address; to: Address; amount: bigint; from?: AccountRef },
): Promise<Hash> {
  if (!isAddress(token)) throw new InvalidInputError('Token is not a valid address.', { details: { token } })
  if (!isAddress(to)) throw new InvalidInputError('Recipient is not a valid address.', { details: { to } })
  if (amount <= 0n) throw new InvalidInputError('Amount must be positive.', { details: { amount } })
  const sender = resolveAccount(from).address
  const balance = await devnet.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [sender],
  })
  if (balance < amount)
    throw new DevnetError(`${sender} holds ${balance} base units of ${token}, less than ${amount}.`, {
      details: { token, sender, balance, amount },
    })
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const [receipt] = await sendTransactions(devnet.walletClient(from), [{ to: token, data }])
  return receipt!.transactionHash
}
