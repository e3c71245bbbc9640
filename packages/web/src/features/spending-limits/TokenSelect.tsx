import type { Address } from 'viem'
import { FormField } from '../../components/FormField'

/** The token field of the spending-limit forms: one option per token, by symbol. */
export function TokenSelect({
  tokens,
  value,
  onChange,
  disabled = false,
  testId,
}: {
  tokens: readonly { address: Address; symbol: string }[]
  value: Address
  onChange(token: Address): void
  disabled?: boolean
  testId: string
}) {
  return (
    <FormField label="Token">
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as Address)}
          data-testid={testId}
        >
          {tokens.map((entry) => (
            <option key={entry.address} value={entry.address}>
              {entry.symbol}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
