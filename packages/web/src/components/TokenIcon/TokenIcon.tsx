import { useState } from 'react'
import './TokenIcon.css'

/** A token's logo, or its symbol's first letter on a disc when it has none (or the image fails to load). */
export function TokenIcon({ logoUri, symbol }: { logoUri: string | null; symbol: string }) {
  const [failed, setFailed] = useState(false)
  if (logoUri && /^(https?:|data:image\/)/.test(logoUri) && !failed)
    return <img className="token-icon" src={logoUri} alt="" width={28} height={28} onError={() => setFailed(true)} />
  return (
    <span className="token-icon token-icon--letter" aria-hidden="true">
      {symbol.slice(0, 1).toUpperCase() || '?'}
    </span>
  )
}
