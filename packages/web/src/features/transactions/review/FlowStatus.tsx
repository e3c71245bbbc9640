import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import type { SafeTxFlowStage } from '../hooks/useSafeTxFlow'
import { explorerTransactionUrl } from './explorerTransactionUrl'

/** Where a running action is, in words (announced), with the chain transaction's explorer link once there is one. */
export function FlowStatus({ stage }: { stage: SafeTxFlowStage<unknown> }) {
  const { explorerUrl } = useRuntimeConfig()
  if (stage.step === 'idle' || stage.step === 'done') return null
  if (stage.step === 'failed')
    return (
      <p className="tx-details__flow tx-details__flow--failed" role="alert" data-testid="flow-error">
        {stage.message}
      </p>
    )
  const link = 'hash' in stage ? explorerTransactionUrl(explorerUrl, stage.hash) : undefined
  const text = {
    check: 'Checking the transaction against the chain and the gateway…',
    estimate: 'Estimating the gas…',
    wallet:
      'gas' in stage && stage.gas !== undefined
        ? `Confirm in your wallet (gas limit ${formatTokenAmount(stage.gas.toString(), 0)})…`
        : 'Confirm in your wallet…',
    posting: 'Sending your signature to the gateway…',
    mining: 'Waiting for the transaction to be mined…',
    indexing: 'Mined. Waiting for the gateway to show the execution…',
  }[stage.step]
  return (
    <p
      className="tx-details__flow"
      role="status"
      data-testid="flow-status"
      data-step={stage.step}
      data-hash={'hash' in stage ? stage.hash : undefined}
    >
      <span className="tx-details__spinner" aria-hidden="true" />
      {text}
      {link && (
        <a href={link} target="_blank" rel="noreferrer noopener">
          View on the block explorer
        </a>
      )}
    </p>
  )
}
