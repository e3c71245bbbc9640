import { type Address, getAddress, hexToBigInt, isAddressEqual, type Log, slice, toEventSelector } from 'viem'

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
/** Where `eth_simulateV1` with `traceTransfers` puts native transfers, as ERC-20-like Transfer logs. */
const NATIVE_TRANSFER_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** One change of what the Safe holds. */
export type SafeBalanceChange =
  | { kind: 'native'; delta: bigint }
  | { kind: 'erc20'; token: Address; delta: bigint }
  | { kind: 'erc721'; token: Address; tokenId: bigint; delta: 1n | -1n }

/**
 * The Safe's balance changes in the logs of a simulated execution: native transfers (traced by the node), ERC-20
 * transfers (3 topics, the amount in data) summed per token, ERC-721 transfers (the token id as 4th topic) one by
 * one. Changes that cancel out are left out.
 */
export function safeBalanceChangesOf(
  safe: Address,
  logs: readonly Pick<Log, 'address' | 'topics' | 'data'>[],
): SafeBalanceChange[] {
  const fungible = new Map<string, bigint>()
  const nfts: SafeBalanceChange[] = []
  for (const log of logs) {
    const [topic, fromTopic, toTopic, idTopic] = log.topics
    if (topic !== TRANSFER || !fromTopic || !toTopic) continue
    const from = getAddress(slice(fromTopic, 12))
    const to = getAddress(slice(toTopic, 12))
    const sign = (isAddressEqual(to, safe) ? 1n : 0n) - (isAddressEqual(from, safe) ? 1n : 0n)
    if (sign === 0n) continue
    const token = getAddress(log.address)
    if (idTopic) {
      nfts.push({ kind: 'erc721', token, tokenId: hexToBigInt(idTopic), delta: sign === 1n ? 1n : -1n })
      continue
    }
    if (log.data.length < 66) continue
    const amount = hexToBigInt(slice(log.data, 0, 32))
    fungible.set(token, (fungible.get(token) ?? 0n) + sign * amount)
  }
  const changes: SafeBalanceChange[] = []
  for (const [token, delta] of fungible) {
    if (delta === 0n) continue
    changes.push(
      isAddressEqual(token as Address, NATIVE_TRANSFER_ADDRESS)
        ? { kind: 'native', delta }
        : { kind: 'erc20', token: token as Address, delta },
    )
  }
  return [...changes, ...nfts]
}
