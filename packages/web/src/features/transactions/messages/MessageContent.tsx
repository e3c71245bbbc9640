import { type SafeMessageContentWire, toSafeMessageContent } from '@strongroom/protocol'
import { decodeHexText } from './decodeHexText'
import { TypedDataTreeView } from './TypedDataTreeView'
import { typedDataTree } from './typedDataTree'
import './messages.css'

function primaryTypeOf(message: Exclude<SafeMessageContentWire, string>): string | undefined {
  try {
    const content = toSafeMessageContent(message)
    return typeof content === 'string' ? undefined : content.primaryType
  } catch {
    return undefined
  }
}

/**
 * What an off-chain message says: its text as written (and, for hex-encoded text, what it reads), or EIP-712 typed data
 * as a tree of its domain and message.
 */
export function MessageContent({ message }: { message: SafeMessageContentWire }) {
  if (typeof message === 'string') {
    const decoded = decodeHexText(message)
    return (
      <>
        <pre className="transactions-messages__text" data-testid="message-text">
          {message}
        </pre>
        {decoded !== undefined && (
          <div data-testid="message-decoded">
            <p className="transactions-messages__typed-title">Hex-encoded text; it reads:</p>
            <pre className="transactions-messages__text">{decoded}</pre>
          </div>
        )}
      </>
    )
  }
  const tree = typedDataTree({ ...message, primaryType: message.primaryType ?? primaryTypeOf(message) })
  return (
    <div className="transactions-messages__typed" data-testid="message-typed-data">
      <p className="transactions-messages__typed-title">
        Typed data (EIP-712){tree.primaryType ? `: ${tree.primaryType}` : ''}
      </p>
      <h4 className="transactions-messages__typed-part">Domain</h4>
      <TypedDataTreeView nodes={tree.domain} />
      <h4 className="transactions-messages__typed-part">Message</h4>
      <TypedDataTreeView nodes={tree.message} />
    </div>
  )
}
