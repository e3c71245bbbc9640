import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { Dialog } from '../../components/Dialog'
import { FormActions, FormField } from '../../components/FormField'
import { CustomAppWarning } from './CustomAppWarning'
import { fetchSafeAppManifest, normaliseSafeAppUrl, type SafeAppManifest } from './fetchSafeAppManifest'
import { SafeAppManifestError } from './SafeAppManifestError'

/** Props of {@link AddCustomAppDialog}. */
export interface AddCustomAppDialogProps {
  /** The user accepted the app: keep it. */
  onAdd(manifest: SafeAppManifest): void
  onClose(): void
  /** Checks an address before its manifest is read (an app already listed, the wallet's own origin). */
  problemOf?(url: string): string | undefined
}

/**
 * "Add custom app": the user types the app's address, its manifest is read (timeout, size cap, a sentence for each
 * failure), and the app is shown with the warning that it is not in the list, to accept or not.
 */
export function AddCustomAppDialog({ onAdd, onClose, problemOf }: AddCustomAppDialogProps) {
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string>()
  const [reading, setReading] = useState(false)
  const [manifest, setManifest] = useState<SafeAppManifest>()
  const abort = useRef<AbortController>(undefined)
  useEffect(() => () => abort.current?.abort(), [])

  const read = async () => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setError(undefined)
    setReading(true)
    try {
      // Checked before anything is fetched: an app already listed, or one that may not be framed, is not read.
      const problem = problemOf?.(normaliseSafeAppUrl(address).href)
      if (problem) return setError(problem)
      setManifest(await fetchSafeAppManifest(address, fetch, controller.signal))
    } catch (caught) {
      if (controller.signal.aborted) return
      setError(caught instanceof SafeAppManifestError ? caught.message : 'The app’s manifest could not be read.')
    } finally {
      if (!controller.signal.aborted) setReading(false)
    }
  }

  return (
    <Dialog title="Add a custom app" onClose={onClose}>
      {manifest ? (
        <CustomAppWarning
          manifest={manifest}
          acceptLabel="Add app"
          onAccept={() => onAdd(manifest)}
          onCancel={() => setManifest(undefined)}
        />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void read()
          }}
        >
          <FormField
            label="App address"
            hint="The app’s web address, starting with https://. Its manifest.json is read for its name and icon."
            error={error}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            )}
          </FormField>
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={reading || address.trim() === ''} aria-busy={reading}>
              {reading ? 'Reading the manifest…' : 'Check app'}
            </Button>
          </FormActions>
        </form>
      )}
    </Dialog>
  )
}
