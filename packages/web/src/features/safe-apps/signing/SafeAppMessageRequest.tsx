import type { BridgeRequest } from '@strongroom/protocol'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { useChainInfo } from '../../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { getSafeMessage } from '../../../lib/gateway/getSafeMessage'
import { gatewayKeys, SAFE_RESOURCES } from '../../../lib/query/gatewayKeys'
import { useBlindSigning } from '../../preferences'
import { MessageContent, NewTransactionReview, type SignMessageStep, SignSafeMessageError } from '../../transactions'
import { BridgeRequestError } from '../bridge/BridgeRequestError'
import { APP_REQUEST_REJECTED, BLIND_SIGNING_REFUSED, INVALID_TYPED_DATA } from './appSigningErrors'
import { buildSignMessageLibCall } from './buildSignMessageLibCall'
import { chooseMessageSigningPath } from './chooseMessageSigningPath'
import { type AppMessage, prepareAppMessage } from './prepareAppMessage'
import { SafeAppRequestHeader } from './SafeAppRequestHeader'
import { SafeShapedTypedDataWarning } from './SafeShapedTypedDataWarning'
import { useSettleOnce } from './useSettleOnce'
import { useSignAppMessage } from './useSignAppMessage'
import './signing.css'

/** Props of {@link SafeAppMessageRequest}. */
export interface SafeAppMessageRequestProps {
  address: Address
  prefix: string
  app: { name: string; url: string }
  request: Extract<BridgeRequest, { method: 'signMessage' | 'signTypedMessage' }>
  /** Whether the app allows off-chain signing (`safe_setSettings`); on unless it said otherwise. */
  offChainSigning?: boolean
  onDone(result: unknown): void
  onFail(error: BridgeRequestError): void
}

const STEP_LABELS: Record<SignMessageStep, string> = {
  checking: 'Checking the message and its signatures…',
  signing: 'Sign the message in your wallet…',
  submitting: 'Saving your signature…',
}

/** The chain id a typed message's domain names, when it names a valid one. */
function domainChainId(message: AppMessage): number | undefined {
  if (typeof message.content === 'string') return undefined
  const chainId = (message.content.domain as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'number' && typeof chainId !== 'string' && typeof chainId !== 'bigint') return undefined
  try {
    return Number(BigInt(chainId))
  } catch {
    return undefined
  }
}

/**
 * An app's `signMessage` / `signTypedMessage` request: the message as text or as the tree of its typed data, the
 * hashes computed here, and which way the Safe signs it (docs/safe-apps-bridge.md §5). Off-chain, the connected owner
 * signs the SafeMessage and the gateway collects it (a new message, or a confirmation of one it holds); the app gets
 * `{ messageHash }` (and the combined signature once the threshold is met). On-chain, the SignMessageLib transaction
 * goes through the shared review of new transactions and the app gets `{ safeTxHash }` once it is proposed. Malformed typed data is answered "Invalid typed data" at once; a bare hash is
 * refused unless blind signing is on in Settings.
 */
export function SafeAppMessageRequest({
  address,
  app,
  request,
  offChainSigning = true,
  prefix,
  onDone,
  onFail,
}: SafeAppMessageRequestProps) {
  const { chainId, gatewayUrl } = useRuntimeConfig()
  const [blindSigning] = useBlindSigning()
  const { done, fail } = useSettleOnce(onDone, onFail)
  const reject = () => fail(new BridgeRequestError(APP_REQUEST_REJECTED))

  // Computed once per request: turning blind signing on later does not reopen a refused one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: blindSigning is read at the time the request arrives
  const prepared = useMemo((): { message: AppMessage } | { error: BridgeRequestError } => {
    try {
      return { message: prepareAppMessage(request, { chainId, safe: address, blindSigning }) }
    } catch (error) {
      return { error: error instanceof BridgeRequestError ? error : new BridgeRequestError(INVALID_TYPED_DATA) }
    }
  }, [request, chainId, address])
  const refusal = 'error' in prepared ? prepared.error : undefined
  const message = 'message' in prepared ? prepared.message : undefined
  const onChainCalls = useMemo(() => (message ? [buildSignMessageLibCall(message.contentHash)] : []), [message])
  // The message goes with the proposal, for the co-signers' review of the SignMessageLib call (docs/web-security.md §2.2).
  const origin = useMemo(() => ({ name: app.name, url: app.url, message: message?.wire }), [app.name, app.url, message])

  const [acknowledged, setAcknowledged] = useState(false)
  const waitsForAcknowledgement = message?.safeShaped != null && !acknowledged

  // Malformed data has nothing to show the user: the app gets its answer at once.
  useEffect(() => {
    if (refusal && refusal.message === INVALID_TYPED_DATA) fail(refusal)
  }, [refusal, fail])

  const chain = useChainInfo()
  const safe = useSafeInfo(address)
  const path =
    chain.data && safe.data
      ? chooseMessageSigningPath({
          chainFeatures: chain.data.features,
          offChainSigning,
          sdkVersion: request.sdkVersion,
          safeVersion: safe.data.version,
          fallbackHandler: safe.data.fallbackHandler?.value ?? null,
        })
      : undefined

  const scope = { gatewayUrl, chainId, safe: address }
  const existing = useQuery({
    queryKey: [...gatewayKeys.safeResource(scope, SAFE_RESOURCES.messages), 'message', message?.messageHash],
    // null, not undefined, for "none stored": TanStack Query keeps no undefined data.
    queryFn: async ({ signal }) =>
      (await getSafeMessage({ baseUrl: gatewayUrl, chainId, messageHash: message!.messageHash, signal })) ?? null,
    enabled: path === 'off-chain' && message !== undefined,
  })
  const { address: me } = useAccount()
  const sign = useSignAppMessage(address, app)

  if (refusal?.message === BLIND_SIGNING_REFUSED)
    return (
      <div className="safe-app-sign" data-testid="safe-app-sign-request">
        <SafeAppRequestHeader app={app} action="asks the Safe to sign a bare 32-byte hash" />
        <Banner tone="danger" title="Blind signing is turned off." testId="blind-signing-refused">
          <p>
            The app wants a signature of a hash whose meaning cannot be shown: it could approve a transaction or a
            permit you never see. The request was refused. If you trust this app, turn on blind signing in Settings and
            ask the app again.
          </p>
        </Banner>
        <div className="safe-app-sign__actions">
          <Button onClick={() => fail(refusal)}>Close</Button>
        </div>
      </div>
    )
  if (refusal && refusal.message !== INVALID_TYPED_DATA)
    return (
      <div className="safe-app-sign" data-testid="safe-app-sign-request">
        <SafeAppRequestHeader app={app} action="asked the Safe to sign typed data" />
        <Banner tone="danger" title="The request was refused." testId="safe-shaped-refused">
          <p>{refusal.message}</p>
        </Banner>
        <div className="safe-app-sign__actions">
          <Button onClick={() => fail(refusal)}>Close</Button>
        </div>
      </div>
    )
  if (refusal || !message)
    return (
      <div className="safe-app-sign" data-testid="safe-app-sign-request">
        <SafeAppRequestHeader app={app} action="asked the Safe to sign typed data" />
        <Banner tone="danger" title="The typed data of this request cannot be read. It was refused." />
      </div>
    )

  const kind = typeof message.content === 'string' ? 'a message' : 'typed data'
  const namedChain = domainChainId(message)
  const details = (
    <>
      {message.safeShaped && (
        <SafeShapedTypedDataWarning
          safeShaped={message.safeShaped}
          fallbackChainId={chainId}
          acknowledged={acknowledged}
          onAcknowledgedChange={setAcknowledged}
        />
      )}
      <MessageContent message={message.wire} />
      {namedChain !== undefined && namedChain !== chainId && (
        <Banner tone="warning" title="This typed data names another network.">
          <p>
            Its domain is for chain {namedChain}; this Safe is on chain {chainId}. A signature here may be replayed
            where that chain is meant.
          </p>
        </Banner>
      )}
      <dl className="safe-app-sign__hashes" data-testid="message-hashes">
        <dt>{typeof message.content === 'string' ? 'Message hash (EIP-191)' : 'Message hash (EIP-712)'}</dt>
        <dd data-testid="content-hash">{message.contentHash}</dd>
        <dt>SafeMessage hash</dt>
        <dd data-testid="safe-message-hash">{message.messageHash}</dd>
      </dl>
    </>
  )

  if (chain.isError || safe.isError)
    return (
      <div className="safe-app-sign" data-testid="safe-app-sign-request">
        <SafeAppRequestHeader app={app} action={`asks the Safe to sign ${kind}`} />
        {details}
        <Banner tone="danger" title="The Safe or its network could not be loaded, so the message cannot be signed." />
        <div className="safe-app-sign__actions">
          <Button onClick={reject}>Reject</Button>
        </div>
      </div>
    )

  if (path === undefined)
    return (
      <div className="safe-app-sign" data-testid="safe-app-sign-request">
        <SafeAppRequestHeader app={app} action={`asks the Safe to sign ${kind}`} />
        {details}
        <div className="safe-app-sign__actions">
          <Button onClick={reject}>Reject</Button>
          <span role="status">Loading the Safe and its network…</span>
        </div>
      </div>
    )

  if (path === 'on-chain')
    return (
      <div className="safe-app-sign" data-testid="safe-app-sign-request">
        <SafeAppRequestHeader app={app} action={`asks the Safe to sign ${kind} on-chain`} />
        {details}
        <p className="safe-app-sign__path">
          This Safe signs it with a transaction (SignMessageLib) that the owners confirm and execute like any other.
        </p>
        {waitsForAcknowledgement ? (
          <p className="safe-app-sign__path">Tick the box above before this can be signed.</p>
        ) : (
          <NewTransactionReview
            address={address}
            prefix={prefix}
            calls={onChainCalls}
            origin={origin}
            onProposed={({ safeTxHash }) => done({ safeTxHash })}
            onCancel={reject}
          />
        )}
      </div>
    )

  const stored = existing.data
  const signedAlready =
    me !== undefined && stored?.confirmations.some((c) => c.owner.value.toLowerCase() === me.toLowerCase())
  const nothingToSign = signedAlready || stored?.status === 'CONFIRMED'
  const isOwner = me !== undefined && safe.data?.owners.some((o) => o.value.toLowerCase() === me.toLowerCase())
  const ready = !existing.isPending
  return (
    <div className="safe-app-sign" data-testid="safe-app-sign-request">
      <SafeAppRequestHeader app={app} action={`asks the Safe to sign ${kind}`} />
      {details}
      <p className="safe-app-sign__path">
        Signed off-chain: each owner signs, the gateway keeps the signatures, and nothing is sent to the chain.
      </p>
      {stored && (
        <p role="status" data-testid="existing-message">
          {stored.status === 'CONFIRMED'
            ? `This message is already signed by enough owners (${stored.confirmationsSubmitted} of ${stored.confirmationsRequired}).`
            : signedAlready
              ? `You have signed this message already (${stored.confirmationsSubmitted} of ${stored.confirmationsRequired} signatures).`
              : `This message is already waiting for signatures (${stored.confirmationsSubmitted} of ${stored.confirmationsRequired}); yours will be added.`}
        </p>
      )}
      {existing.isError && (
        <Banner tone="warning" title="The gateway could not say whether this message is already stored." />
      )}
      {!me && <Banner tone="info" title="Connect the wallet of an owner of this Safe to sign." />}
      {me && safe.data && !isOwner && (
        <Banner tone="warning" title="The connected wallet is not an owner of this Safe." />
      )}
      {sign.isError && (
        <Banner tone="danger" title="The message was not signed." testId="sign-app-message-error">
          <p>{sign.error instanceof SignSafeMessageError ? sign.error.message : 'Signing failed. Try again.'}</p>
        </Banner>
      )}
      <div className="safe-app-sign__actions">
        <Button
          variant="primary"
          disabled={!ready || !isOwner || sign.isPending || waitsForAcknowledgement}
          aria-busy={sign.isPending}
          onClick={() => sign.mutate(message, { onSuccess: (answer) => done(answer) })}
        >
          {nothingToSign ? 'Answer the app' : 'Sign'}
        </Button>
        <Button onClick={reject} disabled={sign.isPending && sign.step !== 'signing'}>
          Reject
        </Button>
        {(sign.isPending || !ready) && (
          <span role="status">
            {sign.isPending ? STEP_LABELS[sign.step] : 'Looking for this message on the gateway…'}
          </span>
        )}
      </div>
    </div>
  )
}
