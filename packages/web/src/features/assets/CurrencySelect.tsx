import { useId } from 'react'
import { useFiatCurrency } from './useFiatCurrency'
import { useSupportedFiatCodes } from './useSupportedFiatCodes'

/**
 * Picks the currency balances are valued in, from the gateway's supported codes. If that list cannot be loaded the
 * current currency stays selectable (alone) and the control says why.
 */
export function CurrencySelect() {
  const id = useId()
  const [currency, setCurrency] = useFiatCurrency()
  const codes = useSupportedFiatCodes()
  const options = codes.data && codes.data.length > 0 ? codes.data : [currency]
  if (!options.includes(currency)) options.unshift(currency)
  return (
    <span className="currency-select">
      <label htmlFor={id}>Currency</label>
      <select
        id={id}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        aria-describedby={codes.status === 'error' ? `${id}-error` : undefined}
        disabled={codes.status === 'pending'}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      {codes.status === 'error' && (
        <span id={`${id}-error`} className="currency-select__hint">
          Other currencies are unavailable right now.
        </span>
      )}
    </span>
  )
}
