import { FormField } from '../../components/FormField'

/** A text field for an address (with or without the network prefix), its problem shown under it. */
export function AddressInputField({
  label,
  value,
  onChange,
  error,
  hint,
  testId,
}: {
  label: string
  value: string
  onChange(value: string): void
  error: string | undefined
  hint?: string
  testId: string
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="safe-settings__address-input"
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </FormField>
  )
}
