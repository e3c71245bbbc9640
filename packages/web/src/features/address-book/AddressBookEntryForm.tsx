import { ADDRESS_BOOK_NAME_MAX_LENGTH } from '@strongroom/protocol'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button'
import { FormActions, FormField, FormMessage } from '../../components/FormField'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useServedChain } from '../../hooks/useServedChain'
import { NameResolvedHint, useAddressOrName } from '../names'
import type { AddressBookEntry } from './AddressBookEntry'
import { type EntryIssue, parseAddressBookEntry } from './parseAddressBookEntry'

/** A problem shown under a field: the schema's (after the label) or the address parser's (a whole sentence). */
interface Issue extends EntryIssue {
  sentence?: boolean
}

interface ChainOption {
  id: number
  name: string
}

/**
 * Add or edit one entry. The fields are validated with the same rules as storage and import (checksummed address,
 * name 1–50 characters) and each problem is shown next to its field.
 */
export function AddressBookEntryForm({
  chains,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  nameOf,
}: {
  chains: readonly ChainOption[]
  /** The entry being edited; its chain and address cannot change (they are its identity). */
  initial?: AddressBookEntry | undefined
  submitLabel: string
  onSubmit(entry: AddressBookEntry): Promise<void>
  onCancel?: (() => void) | undefined
  /**
   * The name already saved for an address, if any. When adding (no `initial`), an address that is already in the book
   * is not saved over: the form says so and offers to rename it.
   */
  nameOf?: ((chainId: number, address: string) => string | undefined) | undefined
}) {
  const runtime = useRuntimeConfig()
  const servedChain = useServedChain()
  const [chainId, setChainId] = useState(String(initial?.chainId ?? chains[0]?.id ?? ''))
  const [address, setAddress] = useState<string>(initial?.address ?? '')
  const [name, setName] = useState(initial?.name ?? '')
  const [issues, setIssues] = useState<readonly Issue[]>([])
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  // An ENS name (docs/names.md) is resolved on the network on screen; the book keeps the address it gave.
  const typed = useAddressOrName(address, servedChain)
  // An address the book already names: the entry typed, and the name it has now.
  const [duplicate, setDuplicate] = useState<{ entry: AddressBookEntry; existing: string }>()
  const labels: Record<string, string> = { chainId: 'Network', address: 'Address', name: 'Name' }
  // The address parser writes whole sentences; the schema's messages follow the field's label.
  const issueOf = (field: string) => {
    const issue = issues.find((candidate) => candidate.field === field)
    if (!issue) return undefined
    return issue.sentence ? issue.message : `${labels[field] ?? field} ${issue.message}.`
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(undefined)
    // The same reading of an address as Add Safe and Safe links: a `dev:` prefix of the served network is fine.
    const parsed = Number(chainId) === runtime.chainId ? typed : undefined
    let found: Issue[] = []
    let entry: AddressBookEntry | undefined
    try {
      entry = parseAddressBookEntry({ chainId: Number(chainId), address: parsed?.address ?? address, name })
    } catch (error) {
      found = ((error as { details?: { issues?: EntryIssue[] } }).details?.issues ?? []) as Issue[]
    }
    if (parsed?.error !== undefined)
      found = [
        { field: 'address', message: parsed.error, sentence: true },
        ...found.filter((i) => i.field !== 'address'),
      ]
    if (found.length > 0 || !entry) {
      setIssues(found)
      return
    }
    setIssues([])
    const existing = initial ? undefined : nameOf?.(entry.chainId, entry.address)
    if (existing !== undefined) {
      setDuplicate({ entry, existing })
      return
    }
    await save(entry)
  }

  const save = async (entry: AddressBookEntry) => {
    setDuplicate(undefined)
    setBusy(true)
    try {
      await onSubmit(entry)
      if (!initial) {
        setAddress('')
        setName('')
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The entry could not be saved.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="address-book-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormField label="Network" error={issueOf('chainId')}>
        {(control) => (
          <select
            {...control}
            value={chainId}
            disabled={Boolean(initial)}
            onChange={(event) => setChainId(event.target.value)}
          >
            {chains.map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chain.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Address" error={issueOf('address')}>
        {(control) => (
          <input
            {...control}
            value={address}
            readOnly={Boolean(initial)}
            onChange={(event) => {
              setAddress(event.target.value)
              setDuplicate(undefined)
            }}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
          />
        )}
      </FormField>
      {Number(chainId) === runtime.chainId && <NameResolvedHint value={typed} />}
      <FormField label="Name" error={issueOf('name')}>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={ADDRESS_BOOK_NAME_MAX_LENGTH + 10}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormActions>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </FormActions>
      {duplicate ? (
        <FormMessage tone="error" as="div" data-testid="address-book-duplicate">
          <p>
            {duplicate.existing === duplicate.entry.name
              ? `This address is already in your address book as “${duplicate.existing}”.`
              : `This address is already in your address book as “${duplicate.existing}”. Nothing was changed.`}
          </p>
          {duplicate.existing === duplicate.entry.name ? null : (
            <FormActions>
              <Button type="button" onClick={() => void save(duplicate.entry)} disabled={busy}>
                Rename to “{duplicate.entry.name}”
              </Button>
              <Button type="button" onClick={() => setDuplicate(undefined)}>
                Keep “{duplicate.existing}”
              </Button>
            </FormActions>
          )}
        </FormMessage>
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </form>
  )
}
