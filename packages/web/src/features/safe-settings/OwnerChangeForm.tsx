import { type SettingsChange, SettingsChangeError } from '@strongroom/protocol'
import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Button } from '../../components/Button'
import { FormActions, FormMessage } from '../../components/FormField'
import { useServedChain } from '../../hooks/useServedChain'
import { NameResolvedHint, useAddressOrName } from '../names'
import { LookAlikeWarning } from '../poisoning'
import { AddressInputField } from './AddressInputField'
import type { SafeSettings } from './readSafeSettings'
import type { PendingSettingsChange } from './SettingsChangeReview'
import { settingsChangeCall } from './settingsChangeCall'
import { ThresholdField } from './ThresholdField'

/** Which change of owners or threshold the form builds. */
export type OwnerChangeKind =
  | { type: 'add' }
  | { type: 'remove'; owner: Address }
  | { type: 'swap'; owner: Address }
  | { type: 'threshold' }

/**
 * The form of one change of owners or threshold: the new owner's address where there is one, the threshold the Safe
 * will have, each checked as Safe 1.4.1 will check it (protocol's `encodeSettingsChange`, docs/safe-settings.md §3),
 * the sentence shown at the field it concerns. A valid form goes on to the review.
 */
export function OwnerChangeForm({
  kind,
  settings,
  onReview,
  onCancel,
}: {
  kind: OwnerChangeKind
  settings: SafeSettings
  onReview(change: PendingSettingsChange): void
  onCancel(): void
}) {
  const chain = useServedChain()
  const count = settings.owners.length
  const ownersAfter = kind.type === 'add' ? count + 1 : kind.type === 'remove' ? count - 1 : count
  const [address, setAddress] = useState('')
  const [threshold, setThreshold] = useState(Math.max(1, Math.min(settings.threshold, ownersAfter)))
  const [errors, setErrors] = useState<{ address?: string; threshold?: string; other?: string }>({})
  const hasAddress = kind.type === 'add' || kind.type === 'swap'
  const hasThreshold = kind.type !== 'swap'
  const typed = useAddressOrName(address, chain)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    let change: SettingsChange
    if (hasAddress) {
      const parsed = typed
      if (parsed.error !== undefined) return setErrors({ address: parsed.error })
      change =
        kind.type === 'add'
          ? { type: 'ADD_OWNER', owner: parsed.address, threshold }
          : { type: 'SWAP_OWNER', oldOwner: (kind as { owner: Address }).owner, newOwner: parsed.address }
    } else if (kind.type === 'remove') change = { type: 'REMOVE_OWNER', owner: kind.owner, threshold }
    else change = { type: 'CHANGE_THRESHOLD', threshold }
    try {
      const pending = settingsChangeCall(change, settings)
      setErrors({})
      // A name typed for the owner goes to the review with the address it gave, to be checked again at signing.
      onReview(
        hasAddress && typed.name && typed.address
          ? { ...pending, names: [{ name: typed.name, address: typed.address }] }
          : pending,
      )
    } catch (error) {
      if (!(error instanceof SettingsChangeError)) throw error
      if (error.field === 'threshold') setErrors({ threshold: error.message })
      else if (hasAddress && (error.field === 'owner' || error.field === 'newOwner'))
        setErrors({ address: error.message })
      else setErrors({ other: error.message })
    }
  }

  return (
    <form className="safe-settings__form" onSubmit={submit} noValidate data-testid="owner-change-form">
      {kind.type === 'remove' && (
        <p>
          Remove the owner <AddressDisplay address={kind.owner} />
        </p>
      )}
      {kind.type === 'swap' && (
        <p>
          Replace the owner <AddressDisplay address={kind.owner} /> with another address; the threshold stays{' '}
          {settings.threshold}.
        </p>
      )}
      {hasAddress && (
        <AddressInputField
          label={kind.type === 'add' ? 'New owner' : 'Replacement owner'}
          value={address}
          onChange={setAddress}
          error={errors.address}
          testId="settings-owner-address"
        />
      )}
      {hasAddress && <NameResolvedHint value={typed} />}
      {hasAddress && <LookAlikeWarning addresses={typed.address ? [typed.address] : []} variant="field" />}
      {hasThreshold && (
        <ThresholdField value={threshold} owners={ownersAfter} onChange={setThreshold} error={errors.threshold} />
      )}
      {errors.other && <FormMessage tone="error">{errors.other}</FormMessage>}
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
