import { type Address, getAddress, isAddress } from 'viem'
import { InvalidInputError } from '../errors'

/** EIP-712 domain of a Safe 1.4.1: chain id and the Safe (proxy) address, with no name, version or salt. */
export type SafeDomain = { chainId: number; verifyingContract: Address }

/**
 * Builds the EIP-712 domain of a Safe. Safe.sol 1.4.1 hashes `EIP712Domain(uint256 chainId,address verifyingContract)`
 * only, so adding a name or version (as generic wallets like to) would give a different, invalid hash.
 * @throws {InvalidInputError} for a chain id that is not a positive safe integer or an invalid address.
 */
export function getSafeDomain({ chainId, safeAddress }: { chainId: number; safeAddress: Address }): SafeDomain {
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidInputError('Chain id must be a positive integer.', { details: { chainId } })
  if (!isAddress(safeAddress))
    throw new InvalidInputError('Safe address is not a valid address.', { details: { safeAddress } })
  return { chainId, verifyingContract: getAddress(safeAddress) }
}
