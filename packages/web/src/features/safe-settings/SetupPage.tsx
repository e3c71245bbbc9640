import { useState } from 'react'
import { paths, type SafeScreenProps } from '../../app/paths'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { Button, buttonClass } from '../../components/Button'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { LoadingState, SkeletonRows } from '../../components/Skeleton'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { OwnerChangeForm, type OwnerChangeKind } from './OwnerChangeForm'
import { type PendingSettingsChange, SettingsChangeReview } from './SettingsChangeReview'
import { useSafeSettings } from './useSafeSettings'
import './safeSettings.css'

const FORM_TITLES: Record<OwnerChangeKind['type'], string> = {
  add: 'Add owner',
  remove: 'Remove owner',
  swap: 'Replace owner',
  threshold: 'Change threshold',
}

/**
 * Settings → Setup: the Safe's owners and threshold as its contract holds them, and the changes to them (add, remove,
 * replace an owner, change the threshold), each built from the chain's own lists (docs/safe-settings.md §2), checked,
 * and ending in the shared review; and the way to create a Safe this Safe owns (docs/nested-safes.md §3).
 */
export function SetupPage({ address, prefix }: SafeScreenProps) {
  usePageTitle('Setup')
  const { chainName } = useRuntimeConfig()
  const settings = useSafeSettings(address)
  const [form, setForm] = useState<OwnerChangeKind>()
  const [pending, setPending] = useState<PendingSettingsChange>()

  if (settings.isPending)
    return (
      <LoadingState label={`Reading the Safe’s owners from ${chainName}…`}>
        <SkeletonRows variant="address" count={3} />
      </LoadingState>
    )
  if (settings.isError)
    return (
      <Banner tone="danger" title="The Safe’s setup could not be read" testId="setup-error">
        <p>The owners and threshold are read from {chainName} itself, which did not answer. Try again.</p>
        <Button size="small" onClick={() => settings.refetch()}>
          Try again
        </Button>
      </Banner>
    )
  const data = settings.data
  if (pending)
    return (
      <SettingsChangeReview address={address} prefix={prefix} change={pending} onCancel={() => setPending(undefined)} />
    )
  if (form)
    return (
      <Panel title={FORM_TITLES[form.type]}>
        <OwnerChangeForm
          kind={form}
          settings={data}
          onReview={(change) => {
            setForm(undefined)
            setPending(change)
          }}
          onCancel={() => setForm(undefined)}
        />
      </Panel>
    )

  return (
    <div className="safe-settings" data-testid="safe-setup">
      <Panel
        title="Owners"
        actions={
          <Button size="small" onClick={() => setForm({ type: 'add' })}>
            Add owner
          </Button>
        }
      >
        <ul className="safe-settings__list" data-testid="owner-list">
          {data.owners.map((owner) => (
            <li key={owner} className="safe-settings__item" data-testid="owner" data-address={owner}>
              <AddressDisplay address={owner} />
              <span className="safe-settings__item-actions">
                <Button size="small" variant="ghost" onClick={() => setForm({ type: 'swap', owner })}>
                  Replace
                </Button>
                {data.owners.length > 1 && (
                  <Button size="small" variant="ghost" onClick={() => setForm({ type: 'remove', owner })}>
                    Remove
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel
        title="Threshold"
        actions={
          data.owners.length > 1 && (
            <Button size="small" onClick={() => setForm({ type: 'threshold' })}>
              Change threshold
            </Button>
          )
        }
      >
        <p data-testid="setup-threshold">
          Any transaction needs {data.threshold} out of {data.owners.length} owner
          {data.owners.length === 1 ? '' : 's'} to confirm it.
        </p>
      </Panel>
      <Panel
        title="Nested Safes"
        actions={
          <Link className={buttonClass('secondary', 'small')} href={paths.newSafe({ owner: address })}>
            Create a nested Safe
          </Link>
        }
      >
        <p>
          A nested Safe is owned by this Safe: its transactions are confirmed by transactions of this Safe, which its
          owners review and sign here as usual.
        </p>
      </Panel>
    </div>
  )
}
