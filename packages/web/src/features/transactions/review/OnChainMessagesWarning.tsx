import { Banner } from '../../../components/Banner'
import { describeCallPath } from '../actions/describeCallPath'
import type { OnChainMessage } from '../actions/onChainMessagesOf'
import { MessageContent } from '../messages/MessageContent'

/**
 * The messages a transaction makes the Safe sign on chain through SignMessageLib (docs/web-security.md §2.2): the
 * bytes signed and the SafeMessage hash contracts will accept, and the message they stand for when it is known (it
 * hashes to those bytes). Without one it is a bare hash, a warning: it could be a permit or an order.
 */
export function OnChainMessagesWarning({ messages }: { messages: readonly OnChainMessage[] }) {
  const blind = messages.some((message) => message.blind)
  return (
    <Banner
      tone={blind ? 'danger' : 'warning'}
      title={blind ? 'This transaction signs a hash whose meaning cannot be shown' : 'This transaction signs a message'}
      testId="message-signature-warning"
    >
      {messages.map((message) => (
        <div key={`${message.path.join('.')}-${message.data}`} data-testid="on-chain-message">
          <p>
            {describeCallPath(message.path)} makes the Safe sign, on chain, the bytes{' '}
            <code className="safe-tx-review__data">{message.data}</code>. From then on, contracts accept them as signed
            by this Safe (SafeMessage hash <code className="safe-tx-review__data">{message.safeMessageHash}</code>
            ).
          </p>
          {message.content !== null ? (
            <>
              <p>The message it stands for (checked: its hash is the bytes signed):</p>
              <MessageContent message={message.content} />
            </>
          ) : (
            <p>
              What these bytes stand for is not known: they could be the digest of a token permit (Permit2) or an
              exchange order that hands over the Safe’s funds. Sign only if you know where the hash comes from.
            </p>
          )}
        </div>
      ))}
    </Banner>
  )
}
