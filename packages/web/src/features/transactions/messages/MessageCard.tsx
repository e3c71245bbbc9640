import type { SafeMessageItem } from '@strongroom/protocol'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { Tag } from '../../../components/Tag'
import { describeMessageOrigin } from './describeMessageOrigin'
import { MessageContent } from './MessageContent'
import { type SignMessageStep, SignSafeMessageError } from './SignSafeMessageError'
import { useSignSafeMessage } from './useSignSafeMessage'

const STEP_LABELS: Record<SignMessageStep, string> = {
  checking: 'Checking the message and its signatures…',
  signing: 'Sign the message in your wallet…',
  submitting: 'Saving your signature…',
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * One off-chain message: its status, where it came from, what it says, who signed it, and "Sign" for a connected
 * owner who has not.
 */
export function MessageCard({
  message,
  safe,
  me,
  isOwner,
}: {
  message: SafeMessageItem
  safe: `0x${string}`
  me: string | undefined
  isOwner: boolean
}) {
  const sign = useSignSafeMessage(safe)
  const signed = me !== undefined && message.confirmations.some((c) => c.owner.value.toLowerCase() === me.toLowerCase())
  const canSign = isOwner && me !== undefined && !signed && message.status === 'NEEDS_CONFIRMATION'
  const confirmed = message.status === 'CONFIRMED'
  // The registry's name of the app (safeAppId), else what the app's request stored as origin.
  const source = message.name ?? describeMessageOrigin(message.origin)
  return (
    <article
      className="transactions-messages__card"
      data-testid="safe-message"
      aria-label={`Message ${message.messageHash}`}
    >
      <header className="transactions-messages__header">
        <Tag tone={confirmed ? 'owner' : 'warning'} data-testid="message-status">
          {confirmed ? 'Confirmed' : 'Needs confirmation'}
        </Tag>
        <Tag data-testid="message-confirmations">
          {message.confirmationsSubmitted} of {message.confirmationsRequired}
        </Tag>
        <span className="transactions-messages__meta">
          {source ? `From ${source} · ` : ''}
          {timeFormat.format(message.creationTimestamp)}
        </span>
      </header>
      <MessageContent message={message.message} />
      <h4 className="transactions-messages__typed-part">Signed by</h4>
      <ul className="transactions-messages__signers">
        {message.confirmations.map((confirmation) => (
          <li key={confirmation.owner.value} data-testid="message-signer">
            <AddressDisplay address={confirmation.owner.value} fallbackName={confirmation.owner.name} />
          </li>
        ))}
      </ul>
      {canSign && !sign.isSuccess && (
        <div className="transactions-messages__actions">
          <Button
            variant="primary"
            onClick={() => sign.mutate(message)}
            disabled={sign.isPending}
            aria-busy={sign.isPending}
          >
            Sign
          </Button>
          {sign.isPending && (
            <span role="status" className="transactions-messages__progress">
              {STEP_LABELS[sign.step]}
            </span>
          )}
        </div>
      )}
      {sign.isSuccess && (
        <p role="status" className="transactions-messages__progress">
          Your signature was added.
        </p>
      )}
      {sign.isError && (
        <Banner tone="danger" title="The message was not signed." testId="sign-message-error">
          <p>{sign.error instanceof SignSafeMessageError ? sign.error.message : 'Signing failed. Try again.'}</p>
        </Banner>
      )}
    </article>
  )
}
