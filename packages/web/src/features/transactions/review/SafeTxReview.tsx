import { assessSafeTx, getSafeDomainHash, getSafeTxHash, getSafeTxMessageHash, type SafeTx } from '@strongroom/protocol'
import { useId, useMemo } from 'react'
import type { Address } from 'viem'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Banner } from '../../../components/Banner'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { LookAlikeWarning } from '../../poisoning'
import { type OnChainMessage, onChainMessagesOf } from '../actions/onChainMessagesOf'
import type { ReviewTokens } from '../actions/readReviewTokens'
import { reviewVerdict } from '../actions/reviewVerdict'
import { counterpartiesOf } from './counterpartiesOf'
import { DecodedCallView, type NativeCurrency } from './DecodedCallView'
import { decodeCall } from './decodeCall'
import { describeControlChange } from './describeControlChange'
import { HashValue } from './HashValue'
import { OnChainMessagesWarning } from './OnChainMessagesWarning'
import { RefundWarning } from './RefundWarning'
import { reviewTokenWords } from './reviewTokenWords'
import './safeTxReview.css'

/** Props of {@link SafeTxReview}. */
export interface SafeTxReviewProps {
  chainId: number
  safe: Address
  /** The transaction exactly as it will be signed. */
  tx: SafeTx
  native: NativeCurrency
  /** Sentences saying why the transaction's source cannot be trusted; shown in red. */
  problems?: readonly { message: string }[]
  /** The Safe's owners as the contract lists them: a gas refund may go to one of them only. None: to nobody. */
  owners?: readonly Address[] | undefined
  /** The tokens it moves or pays a refund in, as their contracts describe them (`readReviewTokens`). */
  tokens?: ReviewTokens | undefined
  /** The messages it signs on chain with what is known of them (`onChainMessagesOf`); none known by default. */
  messages?: readonly OnChainMessage[] | undefined
  /** The user's blind-signing setting: a message signed on chain that cannot be shown is refused without it. */
  blindSigning?: boolean | undefined
  /** Whether the owner acknowledged what the review found (a change of control, a gas refund, a blind message). */
  acknowledged: boolean
  onAcknowledgedChange(acknowledged: boolean): void
}

/**
 * Review before signing: what the transaction does (decoded here, each batch action listed), every SafeTx field, and
 * the EIP-712 domain hash, message hash and safeTxHash computed in the browser from these very fields, shown the way a
 * hardware wallet shows them so the owner can compare. The guardrails (`assessSafeTx`, `reviewVerdict`,
 * docs/web-security.md §2): a refused transaction says why; a change of owners, threshold, modules, guard, fallback
 * handler or implementation, a gas refund and a message signed on chain are shown apart, and what needs it is
 * acknowledged before any wallet prompt. Problems of the source (a hash that does not match, a confirmation that does not verify)
 * are red. The transaction screen and the flows that build new transactions use it alike.
 */
export function SafeTxReview({
  chainId,
  safe,
  tx,
  native,
  problems = [],
  owners,
  tokens,
  messages: knownMessages,
  blindSigning = false,
  acknowledged,
  onAcknowledgedChange,
}: SafeTxReviewProps) {
  const acknowledgeId = useId()
  const counterparties = useMemo(() => counterpartiesOf(decodeCall(safe, tx)), [safe, tx])
  const { hashes, assessment, messages, verdict } = useMemo(() => {
    const params = { chainId, safeAddress: safe, tx }
    const assessment = assessSafeTx({ safe, tx, owners })
    const messages = knownMessages ?? onChainMessagesOf({ chainId, safe, assessment })
    return {
      hashes: {
        domain: getSafeDomainHash(params),
        message: getSafeTxMessageHash(tx),
        safeTx: getSafeTxHash(params),
      },
      assessment,
      messages,
      verdict: reviewVerdict({ assessment, messages, blindSigning }),
    }
  }, [chainId, safe, tx, owners, knownMessages, blindSigning])

  return (
    <div className="safe-tx-review" data-testid="safe-tx-review">
      {problems.length > 0 && (
        <Banner tone="danger" title="Do not sign: this transaction cannot be trusted" testId="review-problems">
          <ul>
            {problems.map(({ message }) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>Signing and executing are turned off.</p>
        </Banner>
      )}
      {verdict.blocks.length > 0 && (
        <Banner tone="danger" title="Signing this transaction is refused" testId="review-blocked">
          <ul>
            {verdict.blocks.map((block) => (
              <li key={block}>{block}</li>
            ))}
          </ul>
        </Banner>
      )}
      {assessment.refund && (
        <RefundWarning refund={assessment.refund} tokens={tokens} native={native} blocked={verdict.blocks.length > 0} />
      )}
      <LookAlikeWarning addresses={counterparties} variant="review" safe={safe} />
      {messages.length > 0 && <OnChainMessagesWarning messages={messages} />}
      {assessment.controlChanges.length > 0 && (
        <Banner
          tone="warning"
          title={
            assessment.controlChanges.some((change) => change.kind === 'allowance')
              ? 'This changes who controls the Safe and who can move funds'
              : 'This changes who controls the Safe'
          }
          testId="control-change-warning"
        >
          <ul>
            {assessment.controlChanges.map((change) => (
              <li key={`${change.kind}-${change.path.join('.')}`}>
                {describeControlChange(change, reviewTokenWords(tokens, native))}
              </li>
            ))}
          </ul>
        </Banner>
      )}
      {verdict.blocks.length === 0 && verdict.acknowledge && (
        <p className="safe-tx-review__acknowledge" data-testid="review-acknowledge">
          <input
            id={acknowledgeId}
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => onAcknowledgedChange(event.target.checked)}
          />
          <label htmlFor={acknowledgeId}>I have read what this changes and want to sign it.</label>
        </p>
      )}

      <p className="safe-tx-review__safe" data-testid="review-safe">
        <span className="safe-tx-review__safe-label">Safe</span>
        <AddressDisplay address={safe} />
      </p>

      <section className="safe-tx-review__section" aria-label="What it does">
        <h3 className="safe-tx-review__heading">What it does</h3>
        <DecodedCallView safe={safe} call={tx} native={native} tokens={tokens} />
      </section>

      <section className="safe-tx-review__section" aria-label="Fields">
        <h3 className="safe-tx-review__heading">Fields</h3>
        <dl className="safe-tx-review__fields" data-testid="review-fields">
          <dt>To</dt>
          <dd>
            <AddressDisplay address={tx.to} format="full" />
          </dd>
          <dt>Value</dt>
          <dd data-testid="review-value">
            {formatTokenAmount(tx.value.toString(), native.decimals, { notation: 'exact' })} {native.symbol}{' '}
            <span className="safe-tx-review__raw">({tx.value.toString()} wei)</span>
          </dd>
          <dt>Operation</dt>
          <dd data-testid="review-operation">{tx.operation === 1 ? 'DELEGATE (1)' : 'CALL (0)'}</dd>
          <dt>Data</dt>
          <dd>
            {tx.data === '0x' ? (
              'None'
            ) : (
              <details>
                <summary>{(tx.data.length - 2) / 2} bytes</summary>
                <code className="safe-tx-review__data">{tx.data}</code>
              </details>
            )}
          </dd>
          <dt>Nonce</dt>
          <dd data-testid="review-nonce">{tx.nonce.toString()}</dd>
          <dt>safeTxGas</dt>
          <dd>{tx.safeTxGas.toString()}</dd>
          <dt>baseGas</dt>
          <dd>{tx.baseGas.toString()}</dd>
          <dt>gasPrice</dt>
          <dd>{tx.gasPrice.toString()}</dd>
          <dt>gasToken</dt>
          <dd>
            <code>{tx.gasToken}</code>
          </dd>
          <dt>refundReceiver</dt>
          <dd>
            <code>{tx.refundReceiver}</code>
          </dd>
        </dl>
      </section>

      <section className="safe-tx-review__section" aria-label="Hashes to compare">
        <h3 className="safe-tx-review__heading">Hashes to compare with your wallet</h3>
        <p className="safe-tx-review__hint">
          Computed in this browser from the fields above. Your wallet or hardware device shows the same domain and
          message hashes when it signs this transaction; if they differ, reject it there.
        </p>
        <dl className="safe-tx-review__hashes">
          <HashValue label="Domain hash" value={hashes.domain} testId="review-domain-hash" />
          <HashValue label="Message hash" value={hashes.message} testId="review-message-hash" />
          <HashValue label="safeTxHash" value={hashes.safeTx} testId="review-safe-tx-hash" />
        </dl>
      </section>
    </div>
  )
}
