import type { BridgeRequest } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { BridgeRequestError } from '../bridge/BridgeRequestError'
import { SafeAppMessageRequest } from './SafeAppMessageRequest'
import { SafeAppTransactionRequest } from './SafeAppTransactionRequest'

/** Props of {@link SafeAppSignRequest}. */
export interface SafeAppSignRequestProps {
  /** The Safe the app is open for. */
  address: Address
  /** The chain's short name, for links to the Safe's screens. */
  prefix: string
  /** The app as the host knows it (registry or manifest name, the URL it opened). */
  app: { name: string; url: string }
  request: Extract<BridgeRequest, { method: 'sendTransactions' | 'signMessage' | 'signTypedMessage' }>
  /**
   * Whether the app allows off-chain message signing; on unless it said otherwise with `safe_setSettings`
   * (createBridgeHandler's `setOffChainSigning`).
   */
  offChainSigning?: boolean
  /** The answer for the app: `{ safeTxHash }` or `{ messageHash }`. */
  onDone(result: unknown): void
  /** The refusal for the app, its message a sentence the app may show. */
  onFail(error: BridgeRequestError): void
}

/**
 * What an app's signing request does, shown by the host in a sheet over the app (docs/safe-apps-bridge.md §5):
 * transactions through {@link SafeAppTransactionRequest}, messages and typed data through
 * {@link SafeAppMessageRequest}.
 */
export function SafeAppSignRequest({
  address,
  prefix,
  app,
  request,
  offChainSigning,
  onDone,
  onFail,
}: SafeAppSignRequestProps) {
  if (request.method === 'sendTransactions')
    return (
      <SafeAppTransactionRequest
        address={address}
        prefix={prefix}
        app={app}
        request={request}
        onDone={onDone}
        onFail={onFail}
      />
    )
  return (
    <SafeAppMessageRequest
      address={address}
      prefix={prefix}
      app={app}
      request={request}
      onDone={onDone}
      onFail={onFail}
      {...(offChainSigning === undefined ? {} : { offChainSigning })}
    />
  )
}
