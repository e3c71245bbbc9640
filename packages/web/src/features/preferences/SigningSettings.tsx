import { useId } from 'react'
import { useBlindSigning } from './useBlindSigning'

/** Settings → Signing: whether Safe Apps may ask for blind signatures (a bare hash). Saved at once, in this browser; styled by the screen's settings.css. */
export function SigningSettings() {
  const [blindSigning, setBlindSigning] = useBlindSigning()
  const hintId = useId()
  return (
    <section aria-labelledby="settings-signing">
      <h2 id="settings-signing">Signing</h2>
      <label className="preferences__choice">
        <input
          type="checkbox"
          checked={blindSigning}
          aria-describedby={hintId}
          onChange={(event) => setBlindSigning(event.currentTarget.checked)}
        />
        Allow blind signing
      </label>
      <p id={hintId} className="preferences__hint">
        A Safe App may ask the Safe to sign a bare 32-byte hash. What such a hash stands for cannot be shown: it may
        approve a transaction or a permit you never see. Leave this off unless an app you trust needs it.
      </p>
    </section>
  )
}
