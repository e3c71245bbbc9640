import { type Address, type Hash, hashDomain } from 'viem'
import { getSafeDomain } from './getSafeDomain'

/**
 * The Safe's EIP-712 domain separator (`domainSeparator()` on chain), i.e. the "domain hash" a hardware wallet shows
 * when it cannot render the typed data.
 * @throws {InvalidInputError} for a chain id that is not a positive safe integer or an invalid address.
 */
export function getSafeDomainHash({ chainId, safeAddress }: { chainId: number; safeAddress: Address }): Hash {
  const domain = getSafeDomain({ chainId, safeAddress })
  return hashDomain({
    domain: { chainId: BigInt(domain.chainId), verifyingContract: domain.verifyingContract },
    types: {
      EIP712Domain: [
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
    },
  })
}
