import type { BridgeRequest } from '@strongroom/protocol'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { BridgeRequestError } from '../bridge/BridgeRequestError'
import { SafeAppMessageRequest } from './SafeAppMessageRequest'

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
 * messages and typed data through {@link SafeAppMessageRequest}.
 */
export function SafeAppSignRequest({
  address,
  app,
  request,
  offChainSigning,
  onDone,
  onFail,
}: SafeAppSignRequestProps) {
  if (request.method === 'sendTransactions') return <NotYetAvailable onFail={onFail} />
  return (
    <SafeAppMessageRequest
      address={address}
      app={app}
      request={request}
      onDone={onDone}
      onFail={onFail}
      {...(offChainSigning === undefined ? {} : { offChainSigning })}
    />
  )
}

/** Until the shared transaction review lands, an app's transactions are refused with a sentence, never left hanging. */
function NotYetAvailable({ onFail }: { onFail(error: BridgeRequestError): void }) {
  useEffect(() => {
    onFail(new BridgeRequestError('This host cannot propose transactions from Safe Apps yet.'))
  }, [onFail])
  return null
}
