import type { KnownAddress } from '@strongroom/protocol'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { useTransactionHistory } from '../../hooks/useTransactionHistory'
import { useAddressBook } from '../address-book'
import { pastRecipientsOf } from './pastRecipientsOf'

/**
 * What a look-alike is checked against (docs/spam-and-poisoning.md §1): the Safe's owners, the address book's entries
 * on this chain and the Safe's past recipients in the history loaded so far (its first page at least). Each address
 * once, the most telling source first (owner, then address book, then recipient).
 */
export function useKnownAddresses(safe: Address): KnownAddress[] {
  const { chainId } = useRuntimeConfig()
  const owners = useSafeInfo(safe).data?.owners
  const book = useAddressBook()
  const pages = useTransactionHistory(safe).data?.pages
  return useMemo(() => {
    const known = new Map<string, KnownAddress>()
    const add = (entry: KnownAddress) => {
      const key = entry.address.toLowerCase()
      if (!known.has(key)) known.set(key, entry)
    }
    for (const owner of owners ?? []) add({ address: owner.value, source: 'owner' })
    for (const entry of book.entries)
      if (entry.chainId === chainId) add({ address: entry.address, source: 'address-book', name: entry.name })
    for (const recipient of pastRecipientsOf(pages ?? [])) add(recipient)
    return [...known.values()]
  }, [owners, book.entries, chainId, pages])
}
