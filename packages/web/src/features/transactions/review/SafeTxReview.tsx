import { assessSafeTx, getSafeDomainHash, getSafeTxHash, getSafeTxMessageHash, type SafeTx } from '@strongroom/protocol'
import { useId, useMemo } from 'react'
import type { Address } from 'viem'
import { AddressDisplay } from '../../../components/AddressDisplay'
import { Banner } from '../../../components/Banner'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { describeSafeTxBlock } from '../actions/describeSafeTxBlock'
import { DecodedCallView, type NativeCurrency } from './DecodedCallView'
import { describeControlChange } from './describeControlChange'
import { HashValue } from './HashValue'
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
  /** Whether the owner acknowledged that the transaction changes who controls the Safe. */
  acknowledged: boolean
  onAcknowledgedChange(acknowledged: boolean): void
}

/**
 * Review before signing: what the transaction does (decoded here, each batch action listed), every SafeTx field, and
 * the EIP-712 domain hash, message hash and safeTxHash computed in the browser from these very fields, shown the way a
 * hardware wallet shows them so the owner can compare. The guardrails (`assessSafeTx`): an untrusted DELEGATE call is
 * blocked with its reason; a change of owners, threshold, modules, guard, fallback handler or implementation carries
 * a warning to acknowledge. Problems of the source (a hash that does not match, a confirmation that does not verify)
 * are red. The transaction screen and the flows that build new transactions use it alike.
 */
export function SafeTxReview({
  chainId,
  safe,
  tx,
  native,
  problems = [],
  acknowledged,
  onAcknowledgedChange,
}: SafeTxReviewProps) {
  const acknowledgeId = useId()
  const { hashes, assessment } = useMemo(() => {
    const params = { chainId, safeAddress: safe, tx }
    return {
      hashes: {
        domain: getSafeDomainHash(params),
        message: getSafeTxMessageHash(tx),
        safeTx: getSafeTxHash(params),
      },
      assessment: assessSafeTx({ safe, tx }),
    }
  }, [chainId, safe, tx])

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
      {assessment.blocks.length > 0 && (
        <Banner tone="danger" title="Signing this transaction is refused" testId="review-blocked">
          <ul>
            {assessment.blocks.map((block) => (
              <li key={`${block.reason}-${block.path.join('.')}`}>{describeSafeTxBlock(block)}</li>
            ))}
          </ul>
        </Banner>
      )}
      {assessment.blocks.length === 0 && assessment.controlChanges.length > 0 && (
        <Banner tone="warning" title="This changes who controls the Safe" testId="control-change-warning">
          <ul>
            {assessment.controlChanges.map((change) => (
              <li key={`${change.kind}-${change.path.join('.')}`}>{describeControlChange(change)}</li>
            ))}
          </ul>
          <p className="safe-tx-review__acknowledge">
            <input
              id={acknowledgeId}
              type="checkbox"
              checked={acknowledged}
              onChange={(event) => onAcknowledgedChange(event.target.checked)}
            />
            <label htmlFor={acknowledgeId}>I have read what this changes and want to sign it.</label>
          </p>
        </Banner>
      )}

      <section className="safe-tx-review__section" aria-label="What it does">
        <h3 className="safe-tx-review__heading">What it does</h3>
        <DecodedCallView safe={safe} call={tx} native={native} />
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
            {formatTokenAmount(tx.value.toString(), native.decimals)} {native.symbol}{' '}
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
