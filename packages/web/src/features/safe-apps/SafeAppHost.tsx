import type { RestrictedBridgeMethod } from '@strongroom/protocol'
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../components/Button'
import { Dialog } from '../../components/Dialog'
import { AppFrame } from './AppFrame'
import type { BridgeEvent } from './bridge/BridgeEvent'
import { BridgeRequestError } from './bridge/BridgeRequestError'
import { createBridgeHandler } from './bridge/createBridgeHandler'
import { createBridgeHost } from './bridge/createBridgeHost'
import { SessionLog } from './SessionLog'
import type { SessionLogEntry } from './SessionLogEntry'
import type { SafeAppSignRequestProps } from './signing'
import { APP_REQUEST_REJECTED } from './signing/appSigningErrors'
import { useBridgeHandlerContext } from './useBridgeHandlerContext'
import { useRequestQueue } from './useRequestQueue'

/** Lines an app session's log keeps; older ones go. */
export const SESSION_LOG_LIMIT = 200

/** A request that makes the Safe sign: it waits for the user's review in the sheet. */
type SafeAppSigningRequest = SafeAppSignRequestProps['request']

/** What the app hears about requests still waiting when the user leaves it. */
const LEFT = 'The user left the app before answering.'

/** The names of restricted methods as the permission prompt says them. */
const PERMISSION_LABELS: Record<RestrictedBridgeMethod, string> = { requestAddressBook: 'Address Book' }

const SHEET_TITLES: Record<SafeAppSigningRequest['method'], string> = {
  sendTransactions: 'Transaction request',
  signMessage: 'Message signing request',
  signTypedMessage: 'Typed data signing request',
}

/** Props of {@link SafeAppHost}. */
export interface SafeAppHostProps {
  address: Address
  prefix: string
  /** The app: name (registry or manifest), URL, whose origin is the only one the bridge talks to. */
  app: { name: string; url: string }
  /** The review of one signing request (signing/`SafeAppSignRequest`). */
  SignRequest: ComponentType<SafeAppSignRequestProps>
  onLeave(): void
}

/**
 * One Safe App session: the app in its frame, and the Safe Apps bridge bound to that frame's window and the app's
 * origin (docs/safe-apps-bridge.md §4, §7). Reading requests are answered from the data layer; a permission request
 * shows "<origin> is requesting access to: …"; a signing request waits in a queue and the first one is shown in a
 * sheet over the app, whose answer (or rejection) goes back to the app. The session log lists what the app asked.
 */
export function SafeAppHost({ address, prefix, app, SignRequest, onLeave }: SafeAppHostProps) {
  const appOrigin = new URL(app.url).origin
  const frame = useRef<Window | null>(null)
  const onFrame = useCallback((window: Window | null) => {
    frame.current = window
  }, [])
  const [log, setLog] = useState<SessionLogEntry[]>([])
  const [ignored, setIgnored] = useState(0)
  const [logOpen, setLogOpen] = useState(false)
  const addToLog = useCallback((entry: SessionLogEntry) => {
    // Another window's messages (extensions, wallets) are counted, not listed: they are not the app's.
    if (entry.kind === 'dropped' && entry.reason === 'another window') return setIgnored((count) => count + 1)
    setLog((entries) => [...entries.slice(-(SESSION_LOG_LIMIT - 1)), entry])
  }, [])

  const permissions = useRequestQueue<readonly RestrictedBridgeMethod[], boolean>(() => new BridgeRequestError(LEFT))
  const signing = useRequestQueue<SafeAppSigningRequest, unknown>(() => new BridgeRequestError(LEFT))
  // The app's `safe_setSettings` choice, for this session only (Safe{Wallet} keeps it no longer either).
  const [offChainSigning, setOffChainSigning] = useState(true)
  const context = useBridgeHandlerContext({
    address,
    appOrigin,
    askPermission: permissions.enqueue,
    setOffChainSigning,
  })
  const sign = signing.enqueue

  useEffect(() => {
    const handle = createBridgeHandler(context, sign)
    return createBridgeHost({
      window,
      frame: () => frame.current,
      appOrigin,
      handle,
      onEvent: (event: BridgeEvent) => addToLog(event),
    })
  }, [context, sign, appOrigin, addToLog])

  const decide = (method: string, accepted: boolean) => addToLog({ kind: 'decision', at: Date.now(), method, accepted })
  const asking = permissions.current
  const signingRequest = asking ? undefined : signing.current

  const answerPermission = (accepted: boolean) => {
    if (!asking) return
    decide('wallet_requestPermissions', accepted)
    permissions.settle(asking.key, { ok: true, result: accepted })
  }

  return (
    <div className="safe-app-host">
      <AppFrame
        url={app.url}
        name={app.name}
        onFrame={onFrame}
        onLeave={onLeave}
        actions={
          <Button size="small" variant="ghost" aria-expanded={logOpen} onClick={() => setLogOpen((open) => !open)}>
            Session log ({log.length})
          </Button>
        }
      />
      {logOpen && <SessionLog entries={log} ignored={ignored} />}
      {asking && (
        <Dialog
          title="Permission request"
          onClose={() => answerPermission(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => answerPermission(false)}>
                Reject
              </Button>
              <Button variant="primary" onClick={() => answerPermission(true)}>
                Accept
              </Button>
            </>
          }
        >
          <p data-testid="safe-app-permission-prompt">
            <strong>{appOrigin}</strong> is requesting access to:{' '}
            {asking.value.map((method) => PERMISSION_LABELS[method]).join(', ')}
          </p>
          <p>
            {app.name} will be able to read the names you saved for addresses on this network. You can take this back in
            the Safe’s settings, under Safe Apps.
          </p>
        </Dialog>
      )}
      {signingRequest && (
        <Dialog
          key={signingRequest.key}
          title={SHEET_TITLES[signingRequest.value.method]}
          onClose={() => {
            decide(signingRequest.value.method, false)
            signing.settle(signingRequest.key, {
              ok: false,
              error: new BridgeRequestError(APP_REQUEST_REJECTED),
            })
          }}
        >
          {/* The request shows who asks (the app's name and origin) itself, above what would be signed. */}
          <div data-testid="safe-app-sign-sheet">
            {signing.waiting > 0 && (
              <p className="safe-app-host__waiting" data-testid="safe-app-waiting-requests">
                {signing.waiting === 1
                  ? `${app.name} sent 1 more request, waiting behind this one.`
                  : `${app.name} sent ${signing.waiting} more requests, waiting behind this one.`}{' '}
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => {
                    decide('all waiting requests', false)
                    signing.rejectAll(new BridgeRequestError(APP_REQUEST_REJECTED))
                  }}
                >
                  Reject all
                </Button>
              </p>
            )}
            <SignRequest
              address={address}
              prefix={prefix}
              app={{ name: app.name, url: app.url }}
              request={signingRequest.value}
              offChainSigning={offChainSigning}
              onDone={(result) => {
                decide(signingRequest.value.method, true)
                signing.settle(signingRequest.key, { ok: true, result })
              }}
              onFail={(error) => {
                // The bridge's own line says why (the user's rejection or a failure), in the error's sentence.
                signing.settle(signingRequest.key, { ok: false, error })
              }}
            />
          </div>
        </Dialog>
      )}
    </div>
  )
}
