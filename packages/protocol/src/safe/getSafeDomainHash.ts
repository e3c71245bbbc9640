import { type Address, type Hash, keccak256, toBytes } from 'viem'
import { getSafeDomain } from './getSafeDomain'
import { packWords } from './packWords'

/** keccak256 of Safe 1.4.1's domain type string (DOMAIN_SEPARATOR_TYPEHASH in Safe.sol). */
export const SAFE_DOMAIN_TYPEHASH: Hash = keccak256(toBytes('EIP712Domain(uint256 chainId,address verifyingContract)'))

/**
 * The Safe's EIP-712 domain separator (`domainSeparator()` on chain), i.e. the "domain hash" a hardware wallet shows
 * when it cannot render the typed data.
 * @throws {InvalidInputError} for a chain id that is not a positive safe integer or an invalid address.
 */
export function getSafeDomainHash({ chainId, safeAddress }: { chainId: number; safeAddress: Address }): Hash {
  const domain = getSafeDomain({ chainId, safeAddress })
  return keccak256(packWords([SAFE_DOMAIN_TYPEHASH, BigInt(domain.chainId), domain.verifyingContract]))
}
