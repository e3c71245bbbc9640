import { checkAllowanceSpend } from '@strongroom/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { type Address, type Client, isAddressEqual, maxUint256 } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { FormActions } from '../../components/FormField'
import { Panel } from '../../components/Panel'
import { showToast } from '../../components/Toast'
import { useConnectedWallet } from '../../hooks/useConnectedWallet'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { formatTokenAmount } from '../../lib/formatTokenAmount'
import { parseAmountInput, RecipientField, type RecipientValue } from '../transactions'
import { AmountField } from './AmountField'
import { SpendAllowanceError, type SpendStep } from './actions/SpendAllowanceError'
import { spendAllowance } from './actions/spendAllowance'
import { formatResetDate } from './formatResetDate'
import { TokenSelect } from './TokenSelect'
import { type BeneficiaryLimit, useBeneficiaryLimits } from './useBeneficiaryLimits'
import { useAllowanceModule } from './useSpendingLimits'
import './spendingLimits.css'

const STEP_TEXT: Record<SpendStep, string> = {
  check: 'Checking the transfer against your allowance…',
  wallet: 'Confirm the transfer in your wallet…',
  mining: 'Waiting for the network to include the transfer…',
  done: 'Sent.',
}

/** "You can spend up to 40 dUSD until Nov 29, 2026, 4:00 AM" for one allowance. */
export function describeBeneficiaryLimit(limit: BeneficiaryLimit): string {
  const left = `${formatTokenAmount(limit.allowance.remaining.toString(), limit.decimals)} ${limit.symbol}`
  return limit.allowance.resetsAt
    ? `You can spend up to ${left} until ${formatResetDate(limit.allowance.resetsAt)}, when your allowance of ${formatTokenAmount(limit.allowance.amount.toString(), limit.decimals)} ${limit.symbol} refills.`
    : `You can spend up to ${left} (a one-time allowance).`
}

/**
 * The Send flow's spending-limit panel (docs/spending-limits.md): shown only to a connected account the owners gave an
 * allowance on this Safe. It says what is left and until when, read from the chain, and sends within it with one
 * transaction of the account's own wallet: no owner signing, no queue. More than is left is refused before the wallet
 * opens.
 */
export function BeneficiarySpend({ safe }: { safe: Address }) {
  const { address: account } = useAccount()
  const module = useAllowanceModule()
  const limits = useBeneficiaryLimits(safe, module, account)
  if (!module || !limits.data || limits.data.length === 0) return null
  return <SpendForm safe={safe} module={module} limits={limits.data} onSent={() => limits.refetch()} />
}

function SpendForm({
  safe,
  module,
  limits,
  onSent,
}: {
  safe: Address
  module: Address
  limits: BeneficiaryLimit[]
  onSent(): void
}) {
  const config = useConfig()
  const { chainId, chainName } = useRuntimeConfig()
  const connectedWallet = useConnectedWallet()
  const queryClient = useQueryClient()
  const [token, setToken] = useState<Address>(limits[0]!.token)
  const [recipient, setRecipient] = useState<RecipientValue>({ text: '' })
  const [amountText, setAmountText] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [amountError, setAmountError] = useState<string>()
  const [step, setStep] = useState<SpendStep>()
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'danger'; text: string }>()
  const limit = limits.find((entry) => isAddressEqual(entry.token, token)) ?? limits[0]!
  const busy = step !== undefined && step !== 'done'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    setOutcome(undefined)
    const describe = (raw: bigint) => `${formatTokenAmount(raw.toString(), limit.decimals)} ${limit.symbol}`
    const parsed = parseAmountInput(amountText, { decimals: limit.decimals, balance: maxUint256, symbol: limit.symbol })
    let error = parsed.error
    if (parsed.amount !== undefined)
      try {
        checkAllowanceSpend(limit.allowance, parsed.amount, describe)
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause)
      }
    setAmountError(error)
    if (error !== undefined || parsed.amount === undefined || !recipient.address) return
    try {
      const wallet = await connectedWallet(
        (cause) => new SpendAllowanceError('Connect the beneficiary’s wallet, then try again.', 'wallet', { cause }),
      )
      const hash = await spendAllowance(
        {
          safe,
          module,
          token: limit.token,
          to: recipient.address,
          amount: parsed.amount,
          allowance: limit.allowance,
          describe,
        },
        {
          wallet: {
            address: wallet.account.address,
            getChainId: () => wallet.getChainId(),
            sendTransaction: (request) =>
              wallet.sendTransaction({ account: wallet.account, chain: wallet.chain, ...request }),
          },
          client: getPublicClient(config, { chainId }) as Client,
          chainId,
          chainName,
          onProgress: setStep,
        },
      )
      setOutcome({ tone: 'info', text: `Sent ${describe(parsed.amount)} within your allowance (transaction ${hash}).` })
      showToast(`Sent ${describe(parsed.amount)} within your allowance.`)
      setAmountText('')
      onSent()
      void queryClient.invalidateQueries({ queryKey: ['chain', chainId, 'spending-limits', safe] })
    } catch (cause) {
      setOutcome({ tone: 'danger', text: cause instanceof Error ? cause.message : String(cause) })
    } finally {
      setStep(undefined)
    }
  }

  return (
    <Panel title="Send with your spending limit">
      <div data-testid="beneficiary-spend">
        <ul className="spending-limits__list" data-testid="beneficiary-limits">
          {limits.map((entry) => (
            <li key={entry.token} data-testid="beneficiary-limit" data-token={entry.token}>
              {describeBeneficiaryLimit(entry)}
            </li>
          ))}
        </ul>
        <form className="spending-limits__form" onSubmit={submit} noValidate>
          {limits.length > 1 && (
            <TokenSelect
              tokens={limits.map((entry) => ({ address: entry.token, symbol: entry.symbol }))}
              value={limit.token}
              onChange={setToken}
              testId="beneficiary-token"
            />
          )}
          <RecipientField value={recipient} onChange={setRecipient} showError={attempted} />
          <AmountField
            symbol={limit.symbol}
            value={amountText}
            onChange={setAmountText}
            error={amountError}
            testId="beneficiary-amount"
          />
          <FormActions>
            <Button type="submit" variant="primary" disabled={busy} data-testid="beneficiary-send">
              Send with spending limit
            </Button>
          </FormActions>
          {step && (
            <p role="status" data-testid="beneficiary-progress">
              {STEP_TEXT[step]}
            </p>
          )}
          {outcome && (
            <Banner tone={outcome.tone} testId="beneficiary-outcome">
              <p>{outcome.text}</p>
            </Banner>
          )}
        </form>
      </div>
    </Panel>
  )
}
