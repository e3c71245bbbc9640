import { FormField } from '../../components/FormField'

/** The number of confirmations a transaction will need, out of `owners`. */
export function ThresholdField({
  value,
  owners,
  onChange,
  error,
}: {
  value: number
  owners: number
  onChange(value: number): void
  error: string | undefined
}) {
  return (
    <FormField
      label="Threshold"
      hint={`Confirmations needed out of ${owners} owner${owners === 1 ? '' : 's'}.`}
      error={error}
    >
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          data-testid="settings-threshold"
        >
          {Array.from({ length: Math.max(owners, 1) }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count} out of {owners}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
