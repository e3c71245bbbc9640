import { Button } from '../../components/Button'
import { FormField } from '../../components/FormField'
import { type AddressOrName, NameResolvedHint } from '../names'

/** One owner row of the form as typed; `key` identifies the row across edits. */
export interface OwnerRow {
  key: number
  name: string
  address: string
}

/** Props of {@link OwnerFields}. */
export interface OwnerFieldsProps {
  row: OwnerRow
  index: number
  error: string | undefined
  /** What the address field reads as: an ENS name typed there shows the address it resolved to. */
  typed: AddressOrName
  bookName: string | undefined
  listId: string | undefined
  canRemove: boolean
  onChange(change: Partial<OwnerRow>): void
  onRemove(): void
}

/** One owner of a new Safe: an optional name (for the address book) and the address or ENS name, with its error. */
export function OwnerFields({
  row,
  index,
  error,
  typed,
  bookName,
  listId,
  canRemove,
  onChange,
  onRemove,
}: OwnerFieldsProps) {
  const number = index + 1
  return (
    <div className="owner-row" data-testid="owner-row">
      <FormField className="owner-row__name" label={`Owner ${number} name`}>
        {(control) => (
          <input
            {...control}
            value={row.name}
            placeholder={bookName ?? 'Optional'}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={`Owner ${number} address`}
        error={error}
        hint={!error && bookName ? `In your address book as ${bookName}` : undefined}
      >
        {(control) => (
          <input
            {...control}
            value={row.address}
            list={listId}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange({ address: event.target.value })}
          />
        )}
      </FormField>
      <NameResolvedHint value={typed} />
      <Button
        size="small"
        variant="ghost"
        className="owner-row__remove"
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={`Remove owner ${number}`}
      >
        Remove
      </Button>
    </div>
  )
}
