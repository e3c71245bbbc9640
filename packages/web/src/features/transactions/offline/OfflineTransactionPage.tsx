import { MAX_OFFLINE_SAFE_TX_CHARS, type OfflineSafeTx, OfflineSafeTxError } from '@strongroom/protocol'
import { useEffect, useId, useState } from 'react'
import { useAccount } from 'wagmi'
import { paths, type SafeScreenProps } from '../../../app/paths'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { Link } from '../../../components/Link'
import { Panel } from '../../../components/Panel'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { usePageTitle } from '../../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { selectSafeTxActions } from '../actions/selectSafeTxActions'
import { isFlowBusy } from '../hooks/isFlowBusy'
import { useExecuteSafeTx } from '../hooks/useExecuteSafeTx'
import { useSafeTxFlow } from '../hooks/useSafeTxFlow'
import { ConfirmationsList } from '../review/ConfirmationsList'
import { FlowStatus } from '../review/FlowStatus'
import { SafeTxReview } from '../review/SafeTxReview'
import { safeTxReviewPropsOf } from '../review/safeTxReviewPropsOf'
import { OfflineExportPanel } from './OfflineExportPanel'
import { readOfflineSafeTxInput } from './offlineSafeTxLink'
import { proposeOfflineSafeTx } from './proposeOfflineSafeTx'
import { signOfflineSafeTx } from './signOfflineSafeTx'
import { toOfflineSafeTx } from './toOfflineSafeTx'
import { useOfflineSafeTxReview } from './useOfflineSafeTxReview'
import './offline.css'

/**
 * Offline signing (docs/offline-signing.md §3): imports a transaction export (a file, a pasted link, or the link this
 * screen was opened with), reviews it as a gateway answer is reviewed, and lets an owner sign it here and carry it
 * back, send it to the gateway, or execute it on chain. Nothing here needs the gateway but "Send to the gateway"
 * and the wait for the gateway after an execution.
 */
export function OfflineTransactionPage({ address, prefix }: SafeScreenProps) {
  usePageTitle('Offline signing')
  const { chainName } = useRuntimeConfig()
  const chainInfo = useChainInfo().data
  const native = {
    symbol: chainInfo?.nativeCurrency.symbol ?? 'ETH',
    decimals: chainInfo?.nativeCurrency.decimals ?? 18,
  }
  const { address: account } = useAccount()
  const [offline, setOffline] = useState<OfflineSafeTx>()
  const [importError, setImportError] = useState<string>()
  const [pasted, setPasted] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const [signedHere, setSignedHere] = useState(false)
  const pasteId = useId()
  const fileId = useId()

  const load = (input: string) => {
    try {
      const read = readOfflineSafeTxInput(input)
      setOffline(read)
      setImportError(undefined)
      setAcknowledged(false)
      setSignedHere(false)
    } catch (error) {
      // A bad input changes nothing: what was imported before stays.
      if (!(error instanceof OfflineSafeTxError)) throw error
      setImportError(error.message)
    }
  }

  // Opened from an export link: the transaction is in the fragment, which no server saw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the screen opens
  useEffect(() => {
    if (window.location.hash.startsWith('#tx=')) load(window.location.hash)
  }, [])

  const review = useOfflineSafeTxReview(address, offline)
  const sign = useSafeTxFlow(address, signOfflineSafeTx, () => 'Sign offline')
  const propose = useSafeTxFlow(address, proposeOfflineSafeTx, () => 'Send to the gateway')
  const execute = useExecuteSafeTx(address)

  // After an execution the Safe's nonce has moved: review again, which turns the actions off.
  const executed = execute.stage.step === 'done'
  const { refetch } = review
  useEffect(() => {
    if (executed) void refetch()
  }, [executed, refetch])

  const signed = sign.stage.step === 'done' ? sign.stage.result : undefined
  useEffect(() => {
    if (!signed) return
    setOffline(signed)
    setSignedHere(true)
  }, [signed])

  const onFile = async (file: File | undefined) => {
    if (!file) return
    if (file.size > MAX_OFFLINE_SAFE_TX_CHARS * 4) {
      setImportError('This file is too large to be a transaction export.')
      return
    }
    load(await file.text())
  }

  const data = review.data
  const actions = data && selectSafeTxActions(data, { account, acknowledged })
  const isOwner = actions?.isOwner ?? false
  const hasSigned = actions?.hasConfirmed ?? false
  const verified = actions?.verified ?? 0
  const trusted = actions?.trusted === true && !actions.blocked
  const needsAcknowledgement = trusted && actions.needsAcknowledgement
  const canExecute = actions?.thresholdMet === true && actions.isNext
  const busy = [sign, propose, execute].some(({ stage }) => isFlowBusy(stage))
  const origin = offline?.origin

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
            onChange={(event) => void onFile(event.target.files?.[0])}
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
          <Button size="small" onClick={() => load(pasted)}>
            Import
          </Button>
          {importError && (
            <Banner tone="danger" title="Nothing was imported" testId="offline-import-error">
              <p>{importError}</p>
            </Banner>
          )}
        </div>
      </Panel>

      {offline && review.isPending && (
        <p className="query-state query-state--loading" role="status">
          Checking the transaction and its signatures against the Safe…
        </p>
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
              acknowledged={acknowledged}
              onAcknowledgedChange={setAcknowledged}
            />
          </Panel>
          <Panel title="Signatures">
            <ConfirmationsList review={data} />
          </Panel>
          {data.state === 'pending' && (
            <Panel title="Actions">
              <div className="tx-details__actions">
                {!account && (
                  <p className="tx-details__note">Connect an owner’s wallet to sign or execute this transaction.</p>
                )}
                {account && !isOwner && (
                  <p className="tx-details__note">The connected wallet is not an owner of this Safe.</p>
                )}
                {!trusted && (
                  <p className="tx-details__note tx-details__note--danger">
                    Signing and executing are turned off because this transaction cannot be trusted (see above).
                  </p>
                )}
                {needsAcknowledgement && trusted && (
                  <p className="tx-details__note">
                    Tick the box above to acknowledge what the review found before signing.
                  </p>
                )}
                <div className="tx-details__buttons">
                  {isOwner && !hasSigned && !canExecute && (
                    <Button
                      variant="primary"
                      disabled={busy || !trusted || needsAcknowledgement}
                      onClick={() => sign.run({ review: data, acknowledgedControlChange: acknowledged, origin })}
                    >
                      Sign here
                    </Button>
                  )}
                  {isOwner && canExecute && (
                    <Button
                      variant="primary"
                      disabled={busy || !trusted || needsAcknowledgement}
                      onClick={() =>
                        execute.run({ review: data, acknowledgedControlChange: acknowledged, signAndExecute: false })
                      }
                    >
                      Execute
                    </Button>
                  )}
                  {account && verified > 0 && (
                    <Button disabled={busy || !trusted} onClick={() => propose.run({ review: data, origin })}>
                      Send to the gateway
                    </Button>
                  )}
                </div>
                <FlowStatus stage={sign.stage} />
                <FlowStatus stage={propose.stage} />
                <FlowStatus stage={execute.stage} />
                {signedHere && (
                  <p className="tx-details__note" role="status" data-testid="offline-signed">
                    Your signature was added. Carry the export below back to the device that will send or execute it.
                  </p>
                )}
                {propose.stage.step === 'done' && (
                  <p className="tx-details__note" role="status" data-testid="offline-proposed">
                    The gateway has the transaction with its signatures.{' '}
                    <Link href={paths.safe({ prefix, address }, 'transaction', { id: propose.stage.result.txId })}>
                      Open it
                    </Link>
                  </p>
                )}
                {!canExecute && actions?.thresholdMet && (
                  <p className="tx-details__note">
                    Transaction #{data.chain.nonce.toString()} must be executed first: the Safe executes transactions in
                    nonce order.
                  </p>
                )}
              </div>
            </Panel>
          )}
          {execute.stage.step === 'done' && (
            <Banner tone="info" testId="offline-executed">
              {execute.stage.result.outcome === 'success'
                ? 'The transaction was executed.'
                : 'The transaction was executed, but its call failed.'}
            </Banner>
          )}
          {data.state === 'pending' && trusted && (
            <Panel title="Export">
              <OfflineExportPanel offline={toOfflineSafeTx(data, origin)} prefix={prefix} />
            </Panel>
          )}
        </>
      )}
    </div>
  )
}
