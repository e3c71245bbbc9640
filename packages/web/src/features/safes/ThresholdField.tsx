import { FormField } from '../../components/FormField'

/** Props of {@link ThresholdField}. */
export interface ThresholdFieldProps {
  threshold: number
  ownerCount: number
  error: string | undefined
  onChange(threshold: number): void
}

/** How many of the owners must confirm: a choice from 1 to the number of owners, read as "k out of n". */
export function ThresholdField({ threshold, ownerCount, error, onChange }: ThresholdFieldProps) {
  return (
    <FormField label="Threshold" error={error}>
      {(control) => (
        <div className="threshold-row">
          <select
            {...control}
            aria-describedby={[control['aria-describedby'], `${control.id}-count`].filter(Boolean).join(' ')}
            value={threshold}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {Array.from({ length: ownerCount }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <span id={`${control.id}-count`}>
            out of {ownerCount} owner{ownerCount === 1 ? '' : 's'} must confirm each transaction
          </span>
        </div>
      )}
    </FormField>
  )
}
