import { useState } from 'react'
import './TokenIcon.css'

/**
 * Pixels of each size (the image's attributes; CSS sets the drawn size): `medium` heads a token's row, `small` sits
 * beside a figure, `text` stands in a line of text, as tall as its letters (docs/look-and-feel.md §8).
 */
const SIZES = { medium: 28, small: 20, text: 16 } as const

/** A token's logo, or its symbol's first letter on a disc when it has none (or the image fails to load); decorative. */
export function TokenIcon({
  logoUri,
  symbol,
  size = 'medium',
}: {
  logoUri: string | null
  symbol: string
  size?: keyof typeof SIZES | undefined
}) {
  const [failed, setFailed] = useState(false)
  const className = `token-icon token-icon--${size}`
  if (logoUri && /^(https?:|data:image\/)/.test(logoUri) && !failed)
    return (
      <img
        className={className}
        src={logoUri}
        alt=""
        width={SIZES[size]}
        height={SIZES[size]}
        onError={() => setFailed(true)}
      />
    )
  // The letter is drawn by CSS from `data-letter`: a picture, it stays out of the text around it (copied, searched).
  return (
    <span
      className={`${className} token-icon--letter`}
      data-letter={symbol.slice(0, 1).toUpperCase() || '?'}
      aria-hidden="true"
    />
  )
}
