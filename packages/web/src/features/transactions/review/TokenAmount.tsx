import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import type { TokenMetadata } from '../actions/readReviewTokens'

/**
 * An amount of a token in its units and symbol, as its contract states them, with the raw base units beside it so
 * the two can be compared (docs/web-security.md §2.9). A token whose contract did not answer shows the raw amount only.
 */
export function TokenAmount({ raw, token }: { raw: bigint; token: TokenMetadata | null }) {
  if (!token)
    return (
      <span data-testid="token-amount">
        {raw.toString()} base units{' '}
        <span className="safe-tx-review__raw">(the token’s decimals could not be read)</span>
      </span>
    )
  return (
    <span data-testid="token-amount">
      <strong>
        {formatTokenAmount(raw.toString(), token.decimals, { notation: 'exact' })} <bdi>{token.symbol}</bdi>
      </strong>{' '}
      <span className="safe-tx-review__raw">({raw.toString()} base units)</span>
    </span>
  )
}
