import { useState } from 'react'
import { useConfig } from 'wagmi'
import { AddressDisplay } from '../../components/AddressDisplay'
import { AddressBookCsvTransfer } from './AddressBookCsvTransfer'
import { type AddressBookEntry, addressBookKey } from './AddressBookEntry'
import { AddressBookEntryForm } from './AddressBookEntryForm'
import { LocalBookMergePrompt } from './LocalBookMergePrompt'
import { useAddressBook } from './useAddressBook'
import './addressBook.css'
import { BookUser } from 'lucide-react'
import { Button } from '../../components/Button'
import { FormMessage } from '../../components/FormField'
import { EmptyState } from '../../components/QueryState'
import { LoadingState, SkeletonRows } from '../../components/Skeleton'

/** The address book screen: every named address per chain, with add, rename, remove and CSV import/export. */
export function AddressBookScreen() {
  const book = useAddressBook()
  const { chains } = useConfig()
  const [editing, setEditing] = useState<string>()
  const [failure, setFailure] = useState<string>()
  // The entry's own name only (not the fallback lookups of nameOf): what adding the address again would overwrite.
  const savedNameOf = (chainId: number, address: string) =>
    book.entries.find((entry) => addressBookKey(entry.chainId, entry.address) === addressBookKey(chainId, address))
      ?.name
  const chainName = (chainId: number) => chains.find((chain) => chain.id === chainId)?.name ?? `Chain ${chainId}`

  const remove = async (entry: AddressBookEntry) => {
    setFailure(undefined)
    try {
      await book.remove(entry.chainId, entry.address)
    } catch (error) {
      setFailure(`${entry.name} could not be removed: ${error instanceof Error ? error.message : 'unknown error'}`)
    }
  }

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <h1 id="address-book-title">Address book</h1>
      <p className="address-book__source" data-testid="address-book-source">
        {book.source === 'gateway'
          ? 'Synced with your account on this server.'
          : 'Saved in this browser. Sign in to keep it on the server and use it on other devices.'}
      </p>
      {book.syncError ? <FormMessage tone="error">{book.syncError}</FormMessage> : null}
      {book.localMerge ? <LocalBookMergePrompt merge={book.localMerge} /> : null}

      <h2>Add an entry</h2>
      <AddressBookEntryForm chains={chains} submitLabel="Add entry" onSubmit={book.upsert} nameOf={savedNameOf} />

      <h2>Import and export</h2>
      <AddressBookCsvTransfer book={book} />

      <h2>Entries</h2>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {book.loading ? (
        <LoadingState label="Loading the address book…">
          <SkeletonRows variant="address" count={3} />
        </LoadingState>
      ) : book.entries.length === 0 ? (
        <EmptyState icon={BookUser} testId="address-book-empty">
          No entries yet. Name an address with “Add entry” above, or import a CSV file: the name then stands wherever
          that address is shown.
        </EmptyState>
      ) : (
        <div>
          <table className="address-book__table">
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col">Network</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {book.entries.map((entry) => {
                const key = addressBookKey(entry.chainId, entry.address)
                if (editing === key) {
                  return (
                    <tr key={key}>
                      <td colSpan={3}>
                        <AddressBookEntryForm
                          chains={chains}
                          initial={entry}
                          submitLabel="Save"
                          onSubmit={async (changed) => {
                            await book.upsert(changed)
                            setEditing(undefined)
                          }}
                          onCancel={() => setEditing(undefined)}
                        />
                      </td>
                    </tr>
                  )
                }
                return (
                  <tr key={key} data-testid="address-book-row">
                    <td className="address-book__entry">
                      <AddressDisplay address={entry.address} name={entry.name} />
                    </td>
                    <td className="address-book__network">{chainName(entry.chainId)}</td>
                    <td className="address-book__actions">
                      <Button type="button" onClick={() => setEditing(key)} aria-label={`Edit ${entry.name}`}>
                        Edit
                      </Button>
                      <Button type="button" onClick={() => void remove(entry)} aria-label={`Remove ${entry.name}`}>
                        Remove
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
