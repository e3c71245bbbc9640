import { type DevnetConnection, sendTransactions } from '@strongroom/devnet'
import { canonicalAddresses, encodeMultiSend, encodeSafeSetup, safeProxyFactoryAbi } from '@strongroom/protocol'
import { type Address, encodeFunctionData, getAddress, type Hex, type TransactionReceipt } from 'viem'

/** Creations per transaction: ~260k gas each, well under a 30M-gas block. */
const PER_TRANSACTION = 80

/**
 * Creates `count` Safes 1.4.1 on SafeL2 (owners dev account `owner`, threshold 1), `PER_TRANSACTION` at a time: one
 * MultiSendCallOnly transaction calls the proxy factory's createProxyWithNonce that many times, so ten thousand Safes
 * take about a hundred transactions instead of ten thousand. Salt nonces start at `firstSaltNonce`.
 * @returns the new Safes' addresses, from the factory's ProxyCreation logs.
 */
export async function createManySafes(
  devnet: DevnetConnection,
  { count, owner, firstSaltNonce }: { count: number; owner: number; firstSaltNonce: bigint },
): Promise<Address[]> {
  const initializer = encodeSafeSetup({ owners: [devnet.accounts[owner]!.address], threshold: 1 })
  const transactions: { to: Address; data: Hex }[] = []
  for (let start = 0; start < count; start += PER_TRANSACTION) {
    const calls = Array.from({ length: Math.min(PER_TRANSACTION, count - start) }, (_, index) => ({
      operation: 0 as const,
      to: canonicalAddresses.safeProxyFactory,
      value: 0n,
      data: encodeFunctionData({
        abi: safeProxyFactoryAbi,
        functionName: 'createProxyWithNonce',
        args: [canonicalAddresses.safeL2, initializer, firstSaltNonce + BigInt(start + index)],
      }),
    }))
    transactions.push({ to: canonicalAddresses.multiSendCallOnly, data: encodeMultiSend(calls) })
  }
  const receipts = await sendTransactions(devnet.walletClient(owner), transactions)
  return receipts.flatMap(createdSafes)
}

/** ProxyCreation(address indexed proxy, address singleton) of the 1.4.1 factory names each new Safe in topic 1. */
function createdSafes(receipt: TransactionReceipt): Address[] {
  return receipt.logs
    .filter((log) => getAddress(log.address) === canonicalAddresses.safeProxyFactory && log.topics.length === 2)
    .map((log) => getAddress(`0x${log.topics[1]!.slice(26)}`))
}
