import type { Balance } from '@strongroom/protocol'
import { useState } from 'react'
import { type Address, encodeFunctionData, erc20Abi, formatUnits, isAddressEqual } from 'viem'
import { Button } from '../../../components/Button'
import { FormField } from '../../../components/FormField'
import { QueryState } from '../../../components/QueryState'
import { SkeletonForm } from '../../../components/Skeleton'
import { TokenAmount } from '../../../components/TokenAmount'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { describeBalancesError, fiatOfBalance, useFiatCurrency, useSafeBalances } from '../../assets'
import type { NewTransactionDraft } from './BatchAction'
import { FlowButtons } from './FlowButtons'
import { parseAmountInput } from './parseAmountInput'
import { RecipientField, type RecipientValue, recipientLabel, recipientNames } from './RecipientField'

/** The flow's name, stored as the proposal's origin. */
export const SEND_TOKENS_ORIGIN = 'Send tokens'

/** The calls of a transfer: the native coin as the call's value, an ERC-20 as `transfer(to, amount)` on the token. */
export function tokenTransferCall(balance: Balance, recipient: Address, amount: bigint) {
  const { tokenInfo } = balance
  if (tokenInfo.type === 'NATIVE_TOKEN') return { to: recipient, value: amount, data: '0x' as const }
  return {
    to: tokenInfo.address,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
  }
}

/**
 * Send: the native coin or an ERC-20 the Safe holds, to a recipient pasted or from the address book, an amount checked
 * against the balance and the token's decimals ("Max" fills the whole balance).
 */
export function SendTokensForm({
  safe,
  initialToken,
  onDraft,
  batchFull,
}: {
  safe: Address
  initialToken?: string | undefined
  onDraft(draft: NewTransactionDraft, target: 'review' | 'batch'): void
  batchFull: boolean
}) {
  const [currency] = useFiatCurrency()
  const balances = useSafeBalances(safe, { currency, trusted: false })
  return (
    <QueryState
      query={balances}
      loading="Loading the Safe’s balances…"
      skeleton={<SkeletonForm fields={3} />}
      error={describeBalancesError}
    >
      {(data) => {
        const sendable = data.items.filter(
          (item) => (item.tokenInfo.type === 'NATIVE_TOKEN' || item.tokenInfo.type === 'ERC20') && item.balance !== '0',
        )
        if (sendable.length === 0) return <p className="query-state">This Safe holds no tokens to send.</p>
        return <SendForm sendable={sendable} initialToken={initialToken} onDraft={onDraft} batchFull={batchFull} />
      }}
    </QueryState>
  )
}

function SendForm({
  sendable,
  initialToken,
  onDraft,
  batchFull,
}: {
  sendable: readonly Balance[]
  initialToken?: string | undefined
  onDraft(draft: NewTransactionDraft, target: 'review' | 'batch'): void
  batchFull: boolean
}) {
  const initial =
    sendable.find((item) => initialToken && isAddressEqual(item.tokenInfo.address, initialToken as Address)) ??
    sendable[0]!
  const [currency] = useFiatCurrency()
  const [token, setToken] = useState(initial.tokenInfo.address)
  const [recipient, setRecipient] = useState<RecipientValue>({ text: '', error: 'Enter an address.' })
  const [amountText, setAmountText] = useState('')
  const [attempted, setAttempted] = useState(false)
  const balance = sendable.find((item) => item.tokenInfo.address === token) ?? initial
  const { symbol } = balance.tokenInfo
  const decimals = balance.tokenInfo.decimals ?? 0
  const amount = parseAmountInput(amountText, { decimals, balance: BigInt(balance.balance), symbol })

  const submit = (target: 'review' | 'batch') => {
    setAttempted(true)
    if (!recipient.address || amount.amount === undefined) return
    const names = recipientNames(recipient)
    onDraft(
      {
        origin: SEND_TOKENS_ORIGIN,
        actions: [
          {
            label: `Send ${formatTokenAmount(amount.amount.toString(), decimals, { notation: 'exact' })} ${symbol} to ${recipientLabel({ ...recipient, address: recipient.address })}`,
            call: tokenTransferCall(balance, recipient.address, amount.amount),
          },
        ],
        ...(names ? { names } : {}),
      },
      target,
    )
  }

  return (
    <form
      className="new-tx-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit('review')
      }}
      aria-label="Send tokens"
    >
      <FormField
        label="Token"
        hint={
          <>
            The Safe holds{' '}
            <TokenAmount
              raw={balance.balance}
              decimals={decimals}
              symbol={symbol}
              logoUri={balance.tokenInfo.logoUri}
              fiat={fiatOfBalance(balance, currency)}
              notation="standard"
              data-testid="send-balance"
            />
            .
          </>
        }
      >
        {(control) => (
          <select
            {...control}
            value={token}
            onChange={(event) => setToken(event.target.value as Address)}
            data-testid="token-select"
          >
            {sendable.map((item) => (
              <option key={item.tokenInfo.address} value={item.tokenInfo.address}>
                {item.tokenInfo.symbol} ({item.tokenInfo.name})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RecipientField value={recipient} onChange={setRecipient} showError={attempted} />
      <FormField label={`Amount (${symbol})`} error={attempted ? amount.error : undefined}>
        {(control) => (
          <span className="new-tx-form__amount">
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              data-testid="amount-input"
            />
            <Button size="small" onClick={() => setAmountText(formatUnits(BigInt(balance.balance), decimals))}>
              Max
            </Button>
          </span>
        )}
      </FormField>
      <FlowButtons onAddToBatch={() => submit('batch')} batchFull={batchFull} />
    </form>
  )
}
