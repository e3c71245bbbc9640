import type { TransactionDetails } from '@strongroom/protocol'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Panel } from '../../../components/Panel'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { safeTxHashOf } from '../history/safeTxHashOf'
import { explorerTransactionUrl } from '../review/explorerTransactionUrl'
import { isDetailsUnavailable } from './isDetailsUnavailable'
import './transactionDetails.css'

/**
 * What the gateway says of a transaction owners do not sign (a transfer into the Safe, a module's call, the creation),
 * as its page and its expanded history row show it: kind, outcome, when, the module, the chain transaction. An
 * execution whose details are unavailable gets its result and both hashes, and no call.
 */
export function OtherTransactionFacts({ details }: { details: TransactionDetails }) {
  const { explorerUrl } = useRuntimeConfig()
  const link = details.txHash ? explorerTransactionUrl(explorerUrl, details.txHash) : undefined
  const unavailable = isDetailsUnavailable(details)
  const safeTxHash = unavailable ? safeTxHashOf(details.txId) : null
  return (
    <Panel title="Transaction">
      <dl className="tx-details__facts">
        {!unavailable && (
          <>
            <dt>Kind</dt>
            <dd>{details.txInfo.type}</dd>
          </>
        )}
        <dt>{unavailable ? 'Result' : 'Status'}</dt>
        <dd>{details.txStatus === 'SUCCESS' ? 'Succeeded' : details.txStatus === 'FAILED' ? 'Failed' : 'Pending'}</dd>
        {details.executedAt !== null && (
          <>
            <dt>Executed</dt>
            <dd>{new Date(details.executedAt).toLocaleString('en-US')}</dd>
          </>
        )}
        {details.detailedExecutionInfo?.type === 'MODULE' && (
          <>
            <dt>Module</dt>
            <dd>
              <AddressDisplay address={details.detailedExecutionInfo.address.value} />
            </dd>
          </>
        )}
        {safeTxHash && (
          <>
            <dt>safeTxHash</dt>
            <dd>
              <code>{safeTxHash}</code>
            </dd>
          </>
        )}
        {details.txHash && (
          <>
            <dt>Chain transaction</dt>
            <dd>
              {link ? (
                <a href={link} target="_blank" rel="noreferrer noopener">
                  {details.txHash}
                </a>
              ) : (
                <code>{details.txHash}</code>
              )}
            </dd>
          </>
        )}
      </dl>
    </Panel>
  )
}
