import { type AllowanceEdit, type AllowancePeriod, fromResetMinutes, toResetMinutes } from '@strongroom/protocol'
import { type FormEvent, useState } from 'react'
import { type Address, formatUnits, isAddressEqual, maxUint256, zeroAddress } from 'viem'
import { Button } from '../../components/Button'
import { FormActions, FormField } from '../../components/FormField'
import { useServedChain } from '../../hooks/useServedChain'
import { parseAddressInput } from '../../lib/parseAddressInput'
import { parseAmountInput } from '../transactions'
import { AmountField } from './AmountField'
import { TokenSelect } from './TokenSelect'

/** A token the owners may give an allowance in. */
export interface AllowanceToken {
  address: Address
  symbol: string
  decimals: number
}

const UNITS = ['once', 'minutes', 'hours', 'days', 'weeks'] as const

/**
 * The owners' form for one allowance: beneficiary, token, amount and how often it refills (once, or every N minutes,
 * hours, days or weeks). Editing starts from the allowance as it stands. It hands the edit to the review; nothing
 * is signed here.
 */
export function SpendingLimitForm({
  tokens,
  initial,
  onReview,
  onCancel,
}: {
  tokens: readonly AllowanceToken[]
  initial?: { delegate: Address; token: Address; amount: bigint; resetMinutes: number } | undefined
  onReview(edit: AllowanceEdit): void
  onCancel(): void
}) {
  const chain = useServedChain()
  const initialToken = tokens.find((token) => initial && isAddressEqual(token.address, initial.token)) ?? tokens[0]
  const initialPeriod: AllowancePeriod = initial ? fromResetMinutes(initial.resetMinutes) : { unit: 'days', count: 1 }
  const [beneficiary, setBeneficiary] = useState<string>(initial?.delegate ?? '')
  const [tokenAddress, setTokenAddress] = useState<Address>(initialToken?.address ?? zeroAddress)
  const [amountText, setAmountText] = useState(
    // Every digit, as the amount field reads it: a cut figure would change the allowance when saved unchanged.
    initial && initialToken ? formatUnits(initial.amount, initialToken.decimals) : '',
  )
  const [unit, setUnit] = useState<AllowancePeriod['unit']>(initialPeriod.unit)
  const [count, setCount] = useState(initialPeriod.unit === 'once' ? '1' : String(initialPeriod.count))
  const [errors, setErrors] = useState<{ beneficiary?: string; amount?: string; period?: string }>({})

  const token = tokens.find((entry) => isAddressEqual(entry.address, tokenAddress))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseAddressInput(beneficiary, chain)
    const amount = token
      ? parseAmountInput(amountText, { decimals: token.decimals, balance: maxUint256, symbol: token.symbol })
      : { error: 'Choose a token.' }
    let resetMinutes: number | undefined
    let periodError: string | undefined
    try {
      resetMinutes = toResetMinutes(unit === 'once' ? { unit } : { unit, count: Number(count) })
    } catch (error) {
      periodError = error instanceof Error ? error.message : String(error)
    }
    setErrors({ beneficiary: parsed.error, amount: amount.error, period: periodError })
    if (parsed.address === undefined || amount.amount === undefined || resetMinutes === undefined || !token) return
    onReview({ kind: 'set', delegate: parsed.address, token: token.address, amount: amount.amount, resetMinutes })
  }

  return (
    <form className="spending-limits__form" onSubmit={submit} noValidate data-testid="spending-limit-form">
      <FormField label="Beneficiary" hint="The account that may spend without the owners." error={errors.beneficiary}>
        {(control) => (
          <input
            {...control}
            value={beneficiary}
            readOnly={initial !== undefined}
            onChange={(event) => setBeneficiary(event.target.value)}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            data-testid="spending-limit-beneficiary"
          />
        )}
      </FormField>
      <TokenSelect
        tokens={tokens}
        value={tokenAddress}
        onChange={setTokenAddress}
        disabled={initial !== undefined}
        testId="spending-limit-token"
      />
      <AmountField
        symbol={token?.symbol}
        value={amountText}
        onChange={setAmountText}
        error={errors.amount}
        testId="spending-limit-amount"
      />
      <FormField
        label="Reset"
        hint="How often what was spent returns to zero; “once” never refills. At most 45 days."
        error={errors.period}
      >
        {(control) => (
          <span className="spending-limits__period">
            {unit !== 'once' && (
              <input
                value={count}
                inputMode="numeric"
                aria-label="Every how many"
                onChange={(event) => setCount(event.target.value)}
                data-testid="spending-limit-period-count"
              />
            )}
            <select
              {...control}
              value={unit}
              onChange={(event) => setUnit(event.target.value as AllowancePeriod['unit'])}
              data-testid="spending-limit-period-unit"
            >
              {UNITS.map((entry) => (
                <option key={entry} value={entry}>
                  {entry === 'once' ? 'once (no reset)' : entry}
                </option>
              ))}
            </select>
          </span>
        )}
      </FormField>
      <FormActions>
        <Button type="submit" variant="primary" data-testid="spending-limit-review">
          Review
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  )
}
