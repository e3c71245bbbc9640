import { type Address, isAddressEqual } from 'viem'
import { InvalidInputError } from '../errors'

/** Head (and tail mark) of the Safe's owner and module linked lists (OwnerManager.sol, ModuleManager.sol). */
export const SENTINEL_ADDRESS: Address = '0x0000000000000000000000000000000000000001'

/**
 * The entry that points to `item` in a Safe linked list, as `removeOwner`, `swapOwner` and `disableModule` want it
 * (`prevOwner`, `prevModule`): the sentinel for the first entry, else the entry listed before it. `list` must be in
 * the contract's own order (`getOwners()`, `getModulesPaginated`), read from the chain: a wrong predecessor reverts
 * with GS205 / GS103 (docs/indexing.md §1.3).
 * @throws {InvalidInputError} when `item` is not in the list.
 */
export function previousInLinkedList(list: readonly Address[], item: Address): Address {
  const index = list.findIndex((entry) => isAddressEqual(entry, item))
  if (index < 0) throw new InvalidInputError(`${item} is not in the list.`, { details: { item } })
  return index === 0 ? SENTINEL_ADDRESS : list[index - 1]!
}
