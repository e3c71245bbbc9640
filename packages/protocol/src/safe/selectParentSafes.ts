import { type Address, getAddress, isAddressEqual } from 'viem'

/**
 * The parent Safes a connected account may act from for a nested Safe: the nested Safe's owners that are Safes the
 * account is itself an owner of (`memberOf`, the gateway's list of the account's Safes), in the nested Safe's owner
 * order, never the nested Safe itself. The account's membership is checked again on chain by the parent's own review
 * before anything is signed.
 */
export function selectParentSafes({
  child,
  childOwners,
  memberOf,
}: {
  child: Address
  childOwners: readonly Address[]
  memberOf: readonly Address[]
}): Address[] {
  return childOwners
    .filter((owner) => !isAddressEqual(owner, child) && memberOf.some((safe) => isAddressEqual(safe, owner)))
    .map((owner) => getAddress(owner))
}
