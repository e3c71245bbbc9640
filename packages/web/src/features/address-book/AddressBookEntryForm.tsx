import { ADDRESS_BOOK_NAME_MAX_LENGTH } from '@strongroom/protocol'
import { type FormEvent, useId, useState } from 'react'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { parseAddressInput } from '../../lib/parseAddressInput'
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
  const id = useId()
  const runtime = useRuntimeConfig()
  const chainInfo = useChainInfo()
  const [chainId, setChainId] = useState(String(initial?.chainId ?? chains[0]?.id ?? ''))
  const [address, setAddress] = useState<string>(initial?.address ?? '')
  const [name, setName] = useState(initial?.name ?? '')
  const [issues, setIssues] = useState<readonly Issue[]>([])
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
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
    const parsed =
      Number(chainId) === runtime.chainId
        ? parseAddressInput(address, { name: runtime.chainName, shortName: chainInfo.data?.shortName })
        : undefined
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

  const field = (key: string, label: string, control: React.ReactNode) => (
    <div className="form-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {control}
      {issueOf(key) ? (
        <p className="form-field__error" id={`${id}-${key}-error`}>
          {issueOf(key)}
        </p>
      ) : null}
    </div>
  )
  const describedBy = (key: string) => (issueOf(key) ? `${id}-${key}-error` : undefined)

  return (
    <form className="address-book-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      {field(
        'chainId',
        'Network',
        <select
          id={`${id}-chainId`}
          value={chainId}
          disabled={Boolean(initial)}
          onChange={(event) => setChainId(event.target.value)}
          aria-describedby={describedBy('chainId')}
        >
          {chains.map((chain) => (
            <option key={chain.id} value={chain.id}>
              {chain.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        'address',
        'Address',
        <input
          id={`${id}-address`}
          value={address}
          readOnly={Boolean(initial)}
          onChange={(event) => {
            setAddress(event.target.value)
            setDuplicate(undefined)
          }}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={Boolean(issueOf('address'))}
          aria-describedby={describedBy('address')}
        />,
      )}
      {field(
        'name',
        'Name',
        <input
          id={`${id}-name`}
          value={name}
          maxLength={ADDRESS_BOOK_NAME_MAX_LENGTH + 10}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          aria-invalid={Boolean(issueOf('name'))}
          aria-describedby={describedBy('name')}
        />,
      )}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {duplicate ? (
        <div className="form-error" role="alert" data-testid="address-book-duplicate">
          <p>
            {duplicate.existing === duplicate.entry.name
              ? `This address is already in your address book as “${duplicate.existing}”.`
              : `This address is already in your address book as “${duplicate.existing}”. Nothing was changed.`}
          </p>
          {duplicate.existing === duplicate.entry.name ? null : (
            <div className="form-actions">
              <button type="button" onClick={() => void save(duplicate.entry)} disabled={busy}>
                Rename to “{duplicate.entry.name}”
              </button>
              <button type="button" onClick={() => setDuplicate(undefined)}>
                Keep “{duplicate.existing}”
              </button>
            </div>
          )}
        </div>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  )
}
