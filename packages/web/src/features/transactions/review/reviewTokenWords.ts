import { type Address, getAddress, isAddressEqual, zeroAddress } from 'viem'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import type { ReviewTokens } from '../actions/readReviewTokens'
import type { NativeCurrency } from './DecodedCallView'

/**
 * Tokens named in the review's sentences: the zero address is the chain's coin, a token is what its own contract
 * states (`readReviewTokens`), with the raw base units beside the amount; a token that did not answer is shown raw.
 */
export function reviewTokenWords(tokens: ReviewTokens | undefined, native: NativeCurrency) {
  const metadata = (token: Address) =>
    isAddressEqual(token, zeroAddress) ? native : (tokens?.[getAddress(token)] ?? null)
  return {
    amount: (token: Address, raw: bigint) => {
      const known = metadata(token)
      return known
        ? `${formatTokenAmount(raw.toString(), known.decimals, { notation: 'exact' })} ${known.symbol} (${raw} base units)`
        : `${raw} base units of token ${token}`
    },
    token: (token: Address) => {
      const known = metadata(token)
      return known ? `${known.symbol}${isAddressEqual(token, zeroAddress) ? '' : ` (${token})`}` : `token ${token}`
    },
  }
}
