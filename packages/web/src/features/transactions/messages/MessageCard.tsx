import type { SafeMessageItem } from '@strongroom/protocol'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Banner } from '../../../components/Banner'
import { Button } from '../../../components/Button'
import { Tag } from '../../../components/Tag'
import { describeMessageOrigin } from './describeMessageOrigin'
import { MessageContent } from './MessageContent'
import type { SafeMessageReview } from './reviewSafeMessage'
import { type SignMessageStep, SignSafeMessageError } from './SignSafeMessageError'
import { useSafeMessageReview } from './useSafeMessageReview'
import { useSignSafeMessage } from './useSignSafeMessage'

const STEP_LABELS: Record<SignMessageStep, string> = {
  checking: 'Checking the message and its signatures…',
  signing: 'Sign the message in your wallet…',
  submitting: 'Saving your signature…',
}

function statusLabel(review: SafeMessageReview | undefined, unchecked: boolean): string {
  if (unchecked) return 'Not checked'
  if (!review) return 'Checking signatures…'
  if (!review.hashMatches) return 'Does not match its id'
  return review.confirmed ? 'Confirmed' : 'Needs confirmation'
}

/** The gateway's name for a verified signer, shown only as a fallback label beside the verified address. */
function nameOf(message: SafeMessageItem, signer: string): string | null | undefined {
  return message.confirmations.find((c) => c.owner.value.toLowerCase() === signer.toLowerCase())?.owner.name
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * One off-chain message: its status, where it came from, what it says, who signed it, and "Sign" for a connected
 * owner who has not. Status, count and signers are the app's own review (`useSafeMessageReview`), never the
 * gateway's claims (docs/web-security.md §2.6).
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
  const { chainState, review: reviewQuery } = useSafeMessageReview(safe, message)
  const review = reviewQuery.data
  const unchecked = chainState.isError || reviewQuery.isError
  const verified = review?.hashMatches ? review.confirmations : []
  const signed =
    me !== undefined && verified.some((c) => c.status === 'verified' && c.signer.toLowerCase() === me.toLowerCase())
  const confirmed = review?.hashMatches === true && review.confirmed
  const canSign = isOwner && me !== undefined && review?.hashMatches === true && !signed && !confirmed
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
          {statusLabel(review, unchecked)}
        </Tag>
        {review?.hashMatches && (
          <Tag data-testid="message-confirmations">
            {review.verified} of {review.threshold}
          </Tag>
        )}
        <span className="transactions-messages__meta">
          {source ? `From ${source} · ` : ''}
          {timeFormat.format(message.creationTimestamp)}
        </span>
      </header>
      {review?.hashMatches === false && (
        <Banner tone="danger" title="This message does not match its id." testId="message-hash-mismatch">
          <p>
            Its content does not hash to the id the gateway gives it, so what is shown is not what would be signed. It
            cannot be signed here.
          </p>
        </Banner>
      )}
      {unchecked && (
        <p role="status" className="transactions-messages__progress">
          The signatures could not be checked against the chain. Reload to try again.
        </p>
      )}
      <MessageContent message={message.message} />
      <h4 className="transactions-messages__typed-part">Signed by</h4>
      <ul className="transactions-messages__signers">
        {verified.map((entry, index) =>
          entry.status === 'verified' ? (
            <li key={entry.signer} data-testid="message-signer">
              <AddressDisplay address={entry.signer} fallbackName={nameOf(message, entry.signer)} />
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a listed signer may repeat; the position is the identity.
            <li key={`invalid-${index}`} data-testid="message-invalid-confirmation">
              <span className="transactions-messages__invalid" role="alert">
                {entry.message}
              </span>
            </li>
          ),
        )}
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
