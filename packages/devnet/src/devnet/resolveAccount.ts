import { InvalidInputError } from '@strongroom/protocol'
import { type Account, type Address, getAddress, isAddress } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from './devAccounts'

/**
 * Who signs or sends: an index into anvil's dev accounts (a local key, signs in-process), an address (a JSON-RPC
 * account: anvil signs, so it must be one of its unlocked or impersonated accounts), or any viem account.
 */
export type AccountRef = number | Address | Account

const localAccounts = new Map<number, PrivateKeyAccount>()

/**
 * Turns an {@link AccountRef} into a viem account.
 * @throws {InvalidInputError} for an index outside 0..9 or a malformed address.
 */
export function resolveAccount(ref: AccountRef): Account {
  if (typeof ref === 'number') {
    const devAccount = devAccounts[ref]
    if (!Number.isInteger(ref) || !devAccount)
      throw new InvalidInputError(`Dev account index must be an integer from 0 to ${devAccounts.length - 1}.`, {
        details: { index: ref },
      })
    let account = localAccounts.get(ref)
    if (!account) {
      account = privateKeyToAccount(devAccount.privateKey)
      localAccounts.set(ref, account)
    }
    return account
  }
  if (typeof ref === 'string') {
    if (!isAddress(ref)) throw new InvalidInputError('Account address is not a valid address.', { details: { ref } })
    return { address: getAddress(ref), type: 'json-rpc' }
  }
  return ref
}
