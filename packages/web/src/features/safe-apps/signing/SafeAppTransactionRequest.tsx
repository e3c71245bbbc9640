import type { SafeTxCall } from '@strongroom/protocol'
import { BRIDGE_ERROR_TEXTS, type BridgeRequest } from '@strongroom/protocol'
import { useEffect, useMemo } from 'react'
import type { Address } from 'viem'
import { NewTransactionReview } from '../../transactions'
import { BridgeRequestError } from '../bridge/BridgeRequestError'
import { APP_REQUEST_REJECTED } from './appSigningErrors'
import { SafeAppRequestHeader } from './SafeAppRequestHeader'
import { useSettleOnce } from './useSettleOnce'
import './signing.css'

/** Props of {@link SafeAppTransactionRequest}. */
export interface SafeAppTransactionRequestProps {
  address: Address
  prefix: string
  app: { name: string; url: string }
  request: Extract<BridgeRequest, { method: 'sendTransactions' }>
  onDone(result: unknown): void
  onFail(error: BridgeRequestError): void
}

/**
 * An app's `sendTransactions`: its calls (already parsed and bounded by the bridge) go through the shared review of
 * new transactions (docs/new-transactions.md): one call as it is, several as one MultiSendCallOnly batch, the app's
 * `safeTxGas` when it gave one, the app's name and URL as the proposal's origin. The app gets `{ safeTxHash }` once
 * the proposal is stored, "Transaction was rejected" when the user cancels (docs/safe-apps-bridge.md §5).
 */
export function SafeAppTransactionRequest({
  address,
  prefix,
  app,
  request,
  onDone,
  onFail,
}: SafeAppTransactionRequestProps) {
  const { done, fail } = useSettleOnce(onDone, onFail)
  const { txs, params } = request.params
  const calls = useMemo(
    (): SafeTxCall[] => txs.map((tx) => ({ to: tx.to, value: tx.value, data: tx.data as `0x${string}` })),
    [txs],
  )
  const origin = useMemo(() => ({ name: app.name, url: app.url }), [app.name, app.url])

  // The bridge refuses an empty list before this runs; should one get here, the app hears the SDK's own sentence.
  useEffect(() => {
    if (calls.length === 0) fail(new BridgeRequestError(BRIDGE_ERROR_TEXTS.noTransactions))
  }, [calls.length, fail])
  if (calls.length === 0) return null

  const action =
    calls.length === 1
      ? 'asks the Safe to make a transaction'
      : `asks the Safe to make ${calls.length} calls in one batch`
  return (
    <div className="safe-app-sign" data-testid="safe-app-sign-request">
      <SafeAppRequestHeader app={app} action={action} />
      <NewTransactionReview
        address={address}
        prefix={prefix}
        calls={calls}
        origin={origin}
        {...(params?.safeTxGas === undefined ? {} : { safeTxGas: BigInt(params.safeTxGas) })}
        onProposed={({ safeTxHash }) => done({ safeTxHash })}
        onCancel={() => fail(new BridgeRequestError(APP_REQUEST_REJECTED))}
      />
    </div>
  )
}
