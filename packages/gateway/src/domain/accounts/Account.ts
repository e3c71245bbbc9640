import type { Address } from 'viem'

/**
 * Who owns a session's private data. An externally owned account (signed with its key) is the same account on every
 * chain: `chainId` null. A contract account (EIP-1271 / EIP-6492) is only proven on the chain it signed in on, since
 * its owners are per chain: `chainId` is that chain.
 */
export type Account = { address: Address; chainId: string | null }

/** The two key columns an account is stored under (`account_chain_id` '' stands for every chain). */
export function accountKey(account: Account): [address: Address, chainId: string] {
  return [account.address, account.chainId ?? '']
}
