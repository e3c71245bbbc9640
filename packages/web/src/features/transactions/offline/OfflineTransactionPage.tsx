import { OfflineSafeTxError } from '@strongroom/protocol'
import { useId, useState } from 'react'
import { paths, type SafeScreenProps } from '../../../app/paths'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { Link } from '../../../components/Link'
import { Panel } from '../../../components/Panel'
import { LoadingState, SkeletonFacts } from '../../../components/Skeleton'
import { usePageTitle } from '../../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useNativeCurrency } from '../hooks/useNativeCurrency'
import { ConfirmationsList } from '../review/ConfirmationsList'
import { FlowStatus } from '../review/FlowStatus'
import { SafeTxReview } from '../review/SafeTxReview'
import { safeTxReviewPropsOf } from '../review/safeTxReviewPropsOf'
import { OfflineExportPanel } from './OfflineExportPanel'
import { toOfflineSafeTx } from './toOfflineSafeTx'
import { useOfflineTransaction } from './useOfflineTransaction'
import './offline.css'

/**
 * Offline signing (docs/offline-signing.md §3): imports a transaction export (a file, a pasted link, or the link this
 * screen was opened with), reviews it as a gateway answer is reviewed, and lets an owner sign it here and carry it
 * back, send it to the gateway, or execute it on chain. Nothing here needs the gateway but "Send to the gateway"
 * and the wait for the gateway after an execution. `useOfflineTransaction` decides; this lays out.
 */
export function OfflineTransactionPage({ address, prefix }: SafeScreenProps) {
  usePageTitle('Offline signing')
  const { chainName } = useRuntimeConfig()
  const native = useNativeCurrency()
  const page = useOfflineTransaction(address)
  const { offline, review, stages } = page
  const [pasted, setPasted] = useState('')
  const pasteId = useId()
  const fileId = useId()
  const data = review.data

  return (
    <div className="tx-details" data-testid="offline-transaction">
      <header className="tx-details__header">
        <h2 className="tx-details__title">Offline signing</h2>
      </header>
      <Panel title="Import">
        <div className="offline-import">
          <p>
            Open a transaction exported from another device: choose its file, or paste its link. It is checked here
            against the Safe on {chainName} before anything can be signed.
          </p>
          <label htmlFor={fileId}>Export file</label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            data-testid="offline-file"
            onChange={(event) => void page.loadFile(event.target.files?.[0])}
          />
          <label htmlFor={pasteId}>Or paste an export link</label>
          <textarea
            id={pasteId}
            className="offline-import__paste"
            rows={3}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            data-testid="offline-paste"
          />
          <Button size="small" onClick={() => page.load(pasted)}>
            Import
          </Button>
          {page.importError && (
            <Banner tone="danger" title="Nothing was imported" testId="offline-import-error">
              <p>{page.importError}</p>
            </Banner>
          )}
        </div>
      </Panel>

      {offline && review.isPending && (
        <LoadingState label="Checking the transaction and its signatures against the Safe…">
          <SkeletonFacts count={4} />
        </LoadingState>
      )}
      {offline && review.isError && (
        <Banner tone="danger" title="This transaction cannot be reviewed" testId="offline-review-error">
          <p>
            {review.error instanceof OfflineSafeTxError
              ? review.error.message
              : `The Safe could not be read from ${chainName}, so the transaction and its signatures cannot be checked.`}
          </p>
          <Button size="small" onClick={() => review.refetch()}>
            Try again
          </Button>
        </Banner>
      )}
      {data && (
        <>
          {data.state !== 'pending' && (
            <Banner tone="info" testId="offline-settled">
              The Safe has moved past nonce {data.tx.nonce.toString()}: this transaction was executed or replaced.
            </Banner>
          )}
          <Panel title="Review">
            <SafeTxReview
              {...safeTxReviewPropsOf(data)}
              native={native}
              acknowledged={page.acknowledged}
              onAcknowledgedChange={page.setAcknowledged}
            />
          </Panel>
          <Panel title="Signatures">
            <ConfirmationsList review={data} />
          </Panel>
          {data.state === 'pending' && (
            <Panel title="Actions">
              <div className="tx-details__actions">
                {!page.account && (
                  <p className="tx-details__note">Connect an owner’s wallet to sign or execute this transaction.</p>
                )}
                {page.account && !page.isOwner && (
                  <p className="tx-details__note">The connected wallet is not an owner of this Safe.</p>
                )}
                {!page.trusted && (
                  <p className="tx-details__note tx-details__note--danger">
                    Signing and executing are turned off because this transaction cannot be trusted (see above).
                  </p>
                )}
                {page.needsAcknowledgement && (
                  <p className="tx-details__note">
                    Tick the box above to acknowledge what the review found before signing.
                  </p>
                )}
                <div className="tx-details__buttons">
                  {page.offers.sign && (
                    <Button variant="primary" disabled={!page.enabled.sign} onClick={page.sign}>
                      Sign here
                    </Button>
                  )}
                  {page.offers.execute && (
                    <Button variant="primary" disabled={!page.enabled.execute} onClick={page.execute}>
                      Execute
                    </Button>
                  )}
                  {page.offers.propose && (
                    <Button disabled={!page.enabled.propose} onClick={page.propose}>
                      Send to the gateway
                    </Button>
                  )}
                </div>
                <FlowStatus stage={stages.sign} />
                <FlowStatus stage={stages.propose} />
                <FlowStatus stage={stages.execute} />
                {page.signedHere && (
                  <p className="tx-details__note" role="status" data-testid="offline-signed">
                    Your signature was added. Carry the export below back to the device that will send or execute it.
                  </p>
                )}
                {stages.propose.step === 'done' && (
                  <p className="tx-details__note" role="status" data-testid="offline-proposed">
                    The gateway has the transaction with its signatures.{' '}
                    <Link href={paths.safe({ prefix, address }, 'transaction', { id: stages.propose.result.txId })}>
                      Open it
                    </Link>
                  </p>
                )}
                {page.waitsForEarlierNonce && (
                  <p className="tx-details__note">
                    Transaction #{data.chain.nonce.toString()} must be executed first: the Safe executes transactions in
                    nonce order.
                  </p>
                )}
              </div>
            </Panel>
          )}
          {stages.execute.step === 'done' && (
            <Banner tone="info" testId="offline-executed">
              {stages.execute.result.outcome === 'success'
                ? 'The transaction was executed.'
                : 'The transaction was executed, but its call failed.'}
            </Banner>
          )}
          {data.state === 'pending' && page.trusted && (
            <Panel title="Export">
              <OfflineExportPanel offline={toOfflineSafeTx(data, offline?.origin)} prefix={prefix} />
            </Panel>
          )}
        </>
      )}
    </div>
  )
}
