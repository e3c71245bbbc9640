import { createSafeTx, type SafeTx } from '@strongroom/protocol'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button'
import { FormActions, FormField } from '../../components/FormField'
import { Panel } from '../../components/Panel'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { parseAddressInput } from '../../lib/parseAddressInput'
import type { UndeployedSafe } from '../safes'
import { FlowStatus, isFlowBusy, parseAmountInput, SafeTxReview, useSafeTxFlow } from '../transactions'
import { activateWithFirstTransaction } from './activateWithFirstTransaction'
import type { Offer } from './undeployedSafeOffers'

/**
 * The Safe's first transaction, which deploys it on the way: a transfer of the native coin, reviewed as every Safe
 * transaction is (`SafeTxReview`: decoded, hashes computed here), signed by the connected owner and sent with the
 * deployment in one chain transaction (`activateWithFirstTransaction`). Where the connected wallet cannot do that
 * alone, the panel says why instead (`undeployedSafeOffers`).
 */
export function FirstTransactionPanel({
  safe,
  offer,
  balance,
  onActivated,
}: {
  safe: UndeployedSafe
  offer: Offer
  /** The Safe's native balance, smallest unit; undefined while unknown. */
  balance: bigint | undefined
  onActivated(): void
}) {
  const { chainId, chainName } = useRuntimeConfig()
  const chain = useChainInfo()
  const native = {
    symbol: chain.data?.nativeCurrency.symbol ?? 'ETH',
    decimals: chain.data?.nativeCurrency.decimals ?? 18,
  }
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('')
  const [showErrors, setShowErrors] = useState(false)
  const [tx, setTx] = useState<SafeTx | undefined>(undefined)
  const [acknowledged, setAcknowledged] = useState(false)
  const flow = useSafeTxFlow(
    safe.address,
    activateWithFirstTransaction,
    () => 'Activate Safe with its first transaction',
    () => 'Safe activated with its first transaction.',
  )
  const busy = isFlowBusy(flow.stage)

  const to = parseAddressInput(recipient, { name: chainName, shortName: chain.data?.shortName })
  const value = parseAmountInput(amount, { ...native, balance: balance ?? 0n })

  const review = (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (!to.address || value.amount === undefined) return
    setTx(createSafeTx({ to: to.address, value: value.amount, nonce: 0n }))
  }
  const execute = async () => {
    if (!tx) return
    if (await flow.run({ safe, tx })) onActivated()
  }

  if (!offer.ok)
    return (
      <Panel title="First transaction" className="undeployed-safe__wide">
        <p data-testid="first-transaction-unavailable">{offer.reason}</p>
      </Panel>
    )

  return (
    <Panel title="First transaction" className="undeployed-safe__wide">
      {!tx ? (
        <form className="form-layout" onSubmit={review} noValidate>
          <p className="undeployed-safe__hint">
            Send {native.symbol} from the Safe: the same transaction deploys it, so you pay the deployment with it.
          </p>
          {[
            { label: 'Recipient', value: recipient, set: setRecipient, error: to.error },
            { label: `Amount (${native.symbol})`, value: amount, set: setAmount, error: value.error },
          ].map((field) => (
            <FormField key={field.label} label={field.label} error={showErrors ? field.error : undefined}>
              {(control) => (
                <input
                  {...control}
                  value={field.value}
                  onChange={(event) => field.set(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </FormField>
          ))}
          <FormActions>
            <Button type="submit" variant="primary">
              Review
            </Button>
          </FormActions>
        </form>
      ) : (
        <div className="undeployed-safe__review">
          <SafeTxReview
            chainId={chainId}
            safe={safe.address}
            tx={tx}
            native={native}
            owners={safe.owners}
            acknowledged={acknowledged}
            onAcknowledgedChange={setAcknowledged}
          />
          <FlowStatus stage={flow.stage} />
          <FormActions>
            <Button variant="primary" disabled={busy} aria-busy={busy} onClick={execute}>
              Sign, activate and send
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                flow.reset()
                setTx(undefined)
              }}
            >
              Back
            </Button>
          </FormActions>
        </div>
      )}
    </Panel>
  )
}
