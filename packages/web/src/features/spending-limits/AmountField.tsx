import { FormField } from '../../components/FormField'

/** The amount field of the spending-limit forms: decimal text in the token's units, with its error. */
export function AmountField({
  symbol,
  value,
  onChange,
  error,
  testId,
}: {
  symbol: string | undefined
  value: string
  onChange(value: string): void
  error: string | undefined
  testId: string
}) {
  return (
    <FormField label={`Amount${symbol ? ` (${symbol})` : ''}`} error={error}>
      {(control) => (
        <input
          {...control}
          value={value}
          inputMode="decimal"
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </FormField>
  )
}
