import { useState } from 'react'
import { formatFiat } from '../../lib/formatFiat'
import { formatTokenAmount } from '../../lib/formatTokenAmount'
import { TokenIcon } from '../TokenIcon'
import './TokenAmount.css'

/** Props of {@link TokenAmount}. */
export interface TokenAmountProps {
  /** The raw on-chain amount (smallest unit), a decimal string. */
  raw: string
  /** The token's decimals; null (unknown) counts as 0. */
  decimals: number | null
  symbol: string
  /** The token's logo (null: the symbol's letter on a disc); left out, no picture (a table's row already has it). */
  logoUri?: string | null | undefined
  /** What the amount is worth, when the gateway knows a price: a plain decimal string in `currency`. */
  fiat?: { value: string; currency: string } | undefined
  /** `compact` ("1.23M") or `standard` (docs/look-and-feel.md §8); the exact figure is on hover and focus either way. */
  notation?: 'standard' | 'compact' | undefined
  /** `inline` flows in a line of text (a sentence, a cell); `row` spreads over the width, fiat at the end (a list). */
  layout?: 'inline' | 'row' | undefined
  className?: string | undefined
  'data-testid'?: string | undefined
}

/**
 * An amount of a token as every screen but the review shows it: the token's logo, the figure by the one rule of
 * `formatTokenAmount`, its symbol, and its fiat value beside it when known. When the figure shown is not every digit
 * (cut, "< 0.000001", "1.23M"), the exact amount is its title (hover) and its text while it has the keyboard's focus,
 * as `RelativeTime` does for a moment.
 */
export function TokenAmount({
  raw,
  decimals,
  symbol,
  logoUri,
  fiat,
  notation = 'compact',
  layout = 'inline',
  className,
  'data-testid': testId = 'token-amount-figure',
}: TokenAmountProps) {
  const [focused, setFocused] = useState(false)
  const shown = formatTokenAmount(raw, decimals, { notation })
  const exact = formatTokenAmount(raw, decimals, { notation: 'exact' })
  const fiatNotation = notation === 'compact' ? 'compact' : 'standard'
  return (
    <span
      className={['token-amount', `token-amount--${layout}`, className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {logoUri !== undefined && (
        <TokenIcon logoUri={logoUri} symbol={symbol} size={layout === 'row' ? 'medium' : 'text'} />
      )}
      <span className="token-amount__figure">
        {shown === exact ? (
          shown
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: focus and blur only swap the text to every digit; nothing acts
          <span
            className="token-amount__cut"
            title={`${exact} ${symbol}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows every digit to keyboard users, as hover does to a mouse
            tabIndex={0}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          >
            {focused ? exact : shown}
          </span>
        )}{' '}
        <bdi className="token-amount__symbol">{symbol}</bdi>
      </span>
      {fiat && (
        <span className="token-amount__fiat">{formatFiat(fiat.value, fiat.currency, { notation: fiatNotation })}</span>
      )}
    </span>
  )
}
