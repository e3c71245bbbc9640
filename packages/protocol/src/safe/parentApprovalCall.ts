import { type Address, encodeFunctionData, type Hash, isAddress, isHex, size } from 'viem'
import { InvalidInputError } from '../errors'
import { safeL2Abi } from './abis/safeL2Abi'
import type { SafeTxCall } from './createSafeTxFromCalls'

/**
 * The call a parent Safe makes to confirm a transaction of a Safe it owns (a nested Safe, docs/nested-safes.md):
 * `child.approveHash(safeTxHash)`, a plain CALL without value. Once the parent executes it, the child's
 * `approvedHashes(parent, safeTxHash)` is set and the parent's v = 1 entry counts in the child's `execTransaction`
 * (Safe.sol GS025). {@link readParentApproval} recognises it again.
 * @throws {InvalidInputError} when `child` is not an address or `safeTxHash` is not 32 bytes of hex.
 */
export function parentApprovalCall({ child, safeTxHash }: { child: Address; safeTxHash: Hash }): SafeTxCall {
  if (!isAddress(child, { strict: false }))
    throw new InvalidInputError('The nested Safe’s address is not an address.', { details: { child } })
  if (!isHex(safeTxHash, { strict: true }) || safeTxHash.length !== 66 || size(safeTxHash) !== 32)
    throw new InvalidInputError('The transaction hash to approve must be 32 bytes of hex.', {
      details: { safeTxHash },
    })
  return {
    to: child,
    value: 0n,
    data: encodeFunctionData({ abi: safeL2Abi, functionName: 'approveHash', args: [safeTxHash] }),
    operation: 0,
  }
}
