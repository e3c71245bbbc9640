import { useId, useState } from 'react'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { FormActions } from '../../components/FormField'
import type { SafeAppManifest } from './fetchSafeAppManifest'
import { SafeAppIcon } from './SafeAppIcon'

/** Props of {@link CustomAppWarning}. */
export interface CustomAppWarningProps {
  manifest: SafeAppManifest
  /** The button that accepts ("Add app", "Open app"). */
  acceptLabel: string
  onAccept(): void
  onCancel(): void
}

/**
 * A custom app, as its manifest describes it, with the warning that it is not in this deployment's list: the user
 * accepts it once for its origin, after saying they trust it.
 */
export function CustomAppWarning({ manifest, acceptLabel, onAccept, onCancel }: CustomAppWarningProps) {
  const origin = new URL(manifest.url).origin
  const [understood, setUnderstood] = useState(false)
  const checkboxId = useId()
  return (
    <div className="custom-app-warning" data-testid="custom-app-preview">
      <div className="safe-app-card__identity">
        <SafeAppIcon src={manifest.iconUrl} />
        <div>
          <p className="safe-app-card__name">{manifest.name}</p>
          <p className="safe-app-card__origin">{origin}</p>
        </div>
      </div>
      <p>{manifest.description}</p>
      <Banner tone="warning" title="This app is not in the list of Safe Apps." testId="custom-app-warning">
        <p>
          Anyone can publish an app and name it as they like. {origin} will be able to read this Safe’s details and ask
          it to sign transactions and messages; you review each of them before anything is signed. Use it only if you
          trust {origin}.
        </p>
      </Banner>
      <p className="custom-app-warning__consent">
        <input
          id={checkboxId}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />{' '}
        <label htmlFor={checkboxId}>I understand, and I trust {origin}.</label>
      </p>
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" disabled={!understood} onClick={onAccept}>
          {acceptLabel}
        </Button>
      </FormActions>
    </div>
  )
}
