import { InvalidInputError } from '@strongroom/protocol'
import { type Address, type Hash, isAddress } from 'viem'
import type { DevnetConnection } from '../devnet/Devnet'
import type { AccountRef } from '../devnet/resolveAccount'
import { sendTransactions } from './sendTransactions'

// Room for a contract recipient's receive() (a Safe emits SafeReceived); an EOA uses 21,000 of it.
const TRANSFER_GAS = 100_000n

/**
 * Sends `wei` from a dev account (default 0) to `to` as a normal transaction, so indexers see a real incoming transfer.
 * @returns the transaction hash, once mined.
 * @throws {InvalidInputError} for an invalid address or a non-positive amount.
 */
export async function fundEth(
  devnet: DevnetConnection,
  { to, wei, from = 0 }: { to: Address; wei: bigint; from?: AccountRef },
): Promise<Hash> {
  if (!isAddress(to)) throw new InvalidInputError('Recipient is not a valid address.', { details: { to } })
  if (wei <= 0n) throw new InvalidInputError('Amount must be positive.', { details: { wei } })
  const [receipt] = await sendTransactions(devnet.walletClient(from), [{ to, value: wei, gas: TRANSFER_GAS }])
  return receipt!.transactionHash
}
