import type { AddressBookEntry as AddressBookWireEntry } from '@strongroom/protocol'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { browserStorage } from '../../lib/browserStorage'
import { addressBookQuery } from '../../lib/query/addressBookQuery'
import { useSignIn } from '../sign-in'
import { type AddressBook, AddressBookContext, type LocalBookMerge } from './AddressBookContext'
import { type AddressBookEntry, addressBookKey } from './AddressBookEntry'
import { AddressBookSyncError } from './AddressBookSyncError'
import { createNameLookup } from './createNameLookup'
import { localAddressBookStore } from './localAddressBookStore'
import { type GatewayAddressBookWriter, mergeLocalIntoGateway } from './mergeLocalIntoGateway'
import { parseAddressBookEntry } from './parseAddressBookEntry'
import { uploadedEntriesRecord } from './uploadedEntriesRecord'
import { useLocalAddressBook } from './useLocalAddressBook'

/**
 * Decides which address book the app uses: this browser's (localStorage) while signed out, the gateway's while signed
 * in. On sign-in the local entries the account's book lacks are offered (localMerge), never copied unasked: whoever
 * signs in on a shared browser would otherwise inherit what others saved (docs/web-security.md, "Browser storage per
 * account"). The local copy stays for signed-out use. Where both name an address, the local name is shown; a name only
 * the gateway gives is marked as the server's.
 */
export function AddressBookProvider({ gatewayUrl, children }: { gatewayUrl: string; children: ReactNode }) {
  const store = localAddressBookStore()
  const local = useLocalAddressBook(store)
  const { session } = useSignIn()
  const account = session?.address
  const queryClient = useQueryClient()
  // Loaded on first use: the endpoints bring full zod, which signed-out visitors never need.
  const gateway = useMemo<GatewayAddressBookWriter & { remove(chainId: number, address: Address): Promise<void> }>(
    () => ({
      async save(entry) {
        const { saveAddressBookEntry } = await import('../../lib/gateway/saveAddressBookEntry')
        await saveAddressBookEntry({ baseUrl: gatewayUrl, entry })
      },
      async remove(chainId, address) {
        const { deleteAddressBookEntry } = await import('../../lib/gateway/deleteAddressBookEntry')
        await deleteAddressBookEntry({ baseUrl: gatewayUrl, chainId, address })
      },
    }),
    [gatewayUrl],
  )
  // The key needs an account; while signed out the query is idle and the local book is used.
  const query = addressBookQuery({ gatewayUrl }, account ?? ZERO_ACCOUNT)
  const queryKey = query.queryKey
  const remote = useQuery({ ...query, enabled: Boolean(account), select: parseWireEntries })
  const [mergeError, setMergeError] = useState<string>()

  // The local entries this account has not had offered: copied only when the person agrees (LocalBookMerge).
  const [offerRevision, setOfferRevision] = useState(0)
  const localMerge = useMemo<LocalBookMerge | undefined>(() => {
    if (!account || !remote.data) return undefined
    void offerRevision
    const record = uploadedEntriesRecord(browserStorage(), account)
    const remoteKeys = new Set(remote.data.map((entry) => addressBookKey(entry.chainId, entry.address)))
    const offered = record
      .pending(local.entries)
      .filter((entry) => !remoteKeys.has(addressBookKey(entry.chainId, entry.address)))
    if (offered.length === 0) return undefined
    return {
      account,
      count: offered.length,
      async accept() {
        setMergeError(undefined)
        try {
          await mergeLocalIntoGateway({ local: offered, remote: remote.data ?? [], gateway, record })
        } catch (error) {
          setMergeError(`Your local entries could not be copied to the server: ${describe(error)}`)
        } finally {
          setOfferRevision((revision) => revision + 1)
          await queryClient.invalidateQueries({ queryKey })
        }
      },
      decline() {
        for (const entry of offered) record.markUploaded(entry)
        setOfferRevision((revision) => revision + 1)
      },
    }
  }, [account, remote.data, local.entries, offerRevision, gateway, queryClient, queryKey])

  const book = useMemo<AddressBook>(() => {
    if (!account) return local
    // Sorted like the local book: by name, then chain.
    const entries = [...(remote.data ?? [])].sort((a, b) => a.name.localeCompare(b.name) || a.chainId - b.chainId)
    const remoteName = createNameLookup(entries)
    const refresh = () => queryClient.invalidateQueries({ queryKey })
    return {
      entries,
      // This browser's names win: the server's book is the server's claim (docs/web-security.md §2.5).
      nameOf: (chainId, address) => local.nameOf(chainId, address) ?? remoteName(chainId, address),
      isServerName: (chainId, address) =>
        local.nameOf(chainId, address) === undefined && remoteName(chainId, address) !== undefined,
      async upsert(entry) {
        await gateway.save(parseAddressBookEntry(entry))
        await refresh()
      },
      async remove(chainId, address) {
        await gateway.remove(chainId, address)
        await refresh()
      },
      async upsertMany(list) {
        // Validate the whole list before the first request; the gateway has no batch endpoint.
        const parsed = list.map((entry) => parseAddressBookEntry(entry))
        let saved = 0
        try {
          for (const entry of parsed) {
            await gateway.save(entry)
            saved++
          }
        } catch (error) {
          throw new AddressBookSyncError(
            `Saved ${saved} of ${parsed.length} entries before the server failed: ${describe(error)}`,
            { cause: error, details: { saved, total: parsed.length } },
          )
        } finally {
          await refresh()
        }
      },
      source: 'gateway',
      loading: remote.isPending,
      syncError: remote.isError
        ? `The server's address book could not be loaded: ${describe(remote.error)}`
        : mergeError,
      localMerge,
    }
  }, [
    localMerge,
    account,
    local,
    remote.data,
    remote.isPending,
    remote.isError,
    remote.error,
    mergeError,
    gateway,
    queryClient,
    queryKey,
  ])

  return <AddressBookContext.Provider value={book}>{children}</AddressBookContext.Provider>
}

const ZERO_ACCOUNT: Address = '0x0000000000000000000000000000000000000000'

/** The gateway's entries, validated with the address book's rules like any untrusted entry. */
function parseWireEntries(entries: readonly AddressBookWireEntry[]): AddressBookEntry[] {
  return entries.map((entry) => parseAddressBookEntry(entry))
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error'
}
