import { canonicalAddresses, type SettingsChange, SettingsChangeError, safeDeployments } from '@strongroom/protocol'
import { type FormEvent, useId, useState } from 'react'
import { isAddressEqual } from 'viem'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { FormActions, FormMessage } from '../../components/FormField'
import { useServedChain } from '../../hooks/useServedChain'
import { parseAddressInput } from '../../lib/parseAddressInput'
import { AddressInputField } from './AddressInputField'
import type { SafeSettings } from './readSafeSettings'
import type { PendingSettingsChange } from './SettingsChangeReview'
import { settingsChangeCall } from './settingsChangeCall'

/** Which contract the form sets. */
export type AddressChangeKind = 'module' | 'guard' | 'handler'

const LABELS: Record<AddressChangeKind, string> = {
  module: 'Module address',
  guard: 'Guard address',
  handler: 'Fallback handler address',
}

/**
 * The form that names a contract for the Safe: a module to enable, a guard to set (with the warning that a bad guard
 * locks the Safe, acknowledged before review), or a fallback handler (warned when it is not the canonical
 * CompatibilityFallbackHandler). docs/safe-settings.md §3–4.
 */
export function AddressChangeForm({
  kind,
  settings,
  onReview,
  onCancel,
}: {
  kind: AddressChangeKind
  settings: SafeSettings
  onReview(change: PendingSettingsChange): void
  onCancel(): void
}) {
  const chain = useServedChain()
  const acknowledgeId = useId()
  const [input, setInput] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const [error, setError] = useState<string>()
  const parsed = parseAddressInput(input, chain)
  const nonCanonicalHandler =
    kind === 'handler' &&
    parsed.address !== undefined &&
    // Each supported release's own CompatibilityFallbackHandler is standard (a 1.3.0 Safe may keep 1.3.0's).
    !safeDeployments.some((set) => isAddressEqual(parsed.address!, set.compatibilityFallbackHandler))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (parsed.error !== undefined) return setError(parsed.error)
    if (kind === 'guard' && !acknowledged)
      return setError('Confirm that you have read the warning about guards before going on.')
    const change: SettingsChange =
      kind === 'module'
        ? { type: 'ENABLE_MODULE', module: parsed.address }
        : kind === 'guard'
          ? { type: 'SET_GUARD', guard: parsed.address }
          : { type: 'SET_FALLBACK_HANDLER', handler: parsed.address }
    try {
      const pending = settingsChangeCall(change, settings)
      setError(undefined)
      onReview(pending)
    } catch (cause) {
      if (!(cause instanceof SettingsChangeError)) throw cause
      setError(cause.message)
    }
  }

  return (
    <form className="safe-settings__form" onSubmit={submit} noValidate data-testid={`${kind}-change-form`}>
      {kind === 'module' && (
        <Banner tone="warning" title="A module can act without the owners">
          <p>
            An enabled module can execute any transaction from the Safe, without signatures. Enable only a module you
            have audited or trust completely.
          </p>
        </Banner>
      )}
      {kind === 'guard' && (
        <Banner tone="danger" title="A bad guard can lock the Safe for ever" testId="guard-warning">
          <p>
            The guard checks every transaction of the Safe before and after it runs, and can refuse it. A guard that
            refuses everything, or that stops working, leaves the Safe unable to execute anything, including the
            transaction that would remove the guard: the funds are then locked. Safe 1.4.1 accepts only a contract that
            declares the Guard interface.
          </p>
          <label htmlFor={acknowledgeId} className="safe-settings__acknowledge">
            <input
              id={acknowledgeId}
              type="checkbox"
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
              data-testid="guard-acknowledge"
            />{' '}
            I understand that a faulty guard can lock this Safe for ever.
          </label>
        </Banner>
      )}
      <AddressInputField
        label={LABELS[kind]}
        value={input}
        onChange={setInput}
        error={undefined}
        testId={`settings-${kind}-address`}
      />
      {nonCanonicalHandler && (
        <Banner tone="warning" title="Not the standard fallback handler" testId="handler-warning">
          <p>
            This is not a canonical CompatibilityFallbackHandler (1.4.1’s is{' '}
            {canonicalAddresses.compatibilityFallbackHandler}). A fallback handler answers calls the Safe does not know,
            including signature checks for other apps: set one only if you know exactly what it does.
          </p>
        </Banner>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <FormActions>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary">
          Review
        </Button>
      </FormActions>
    </form>
  )
}
