import { Pencil } from 'lucide-react'
import { useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../components/Button'
import { FormActions, FormField } from '../../components/FormField'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { safeDisplayName } from './safeDisplayName'
import { useAddressName } from './useAddressName'
import { SAFE_NAME_MAX_LENGTH, useSafeNames } from './useSafeNames'
import './safes.css'

/**
 * The Safe's name as the heading of its screens ("Safe" while it has none), with Rename: the name is kept in this
 * browser, per chain and address (docs/look-and-feel.md §1), and shows wherever the Safe does.
 */
export function SafeNameHeading({ address }: { address: Address }) {
  const { chainId } = useRuntimeConfig()
  const names = useSafeNames(chainId)
  const name = safeDisplayName(useAddressName()(address))
  const [draft, setDraft] = useState<string>()

  if (draft === undefined)
    return (
      <div className="safe-name">
        <h1 data-testid="safe-name">{name ?? 'Safe'}</h1>
        <Button size="small" variant="ghost" onClick={() => setDraft(name ?? '')} data-testid="rename-safe">
          <Pencil size={14} aria-hidden="true" />
          {/* A class of its own: the Safe frame on a phone shows the pencil alone (docs/look-and-feel.md §7). */}
          <span className="safe-name__action-label">{name ? 'Rename' : 'Name this Safe'}</span>
        </Button>
      </div>
    )
  return (
    <form
      className="safe-name safe-name--editing"
      aria-label="Name this Safe"
      onSubmit={(event) => {
        event.preventDefault()
        names.rename(address, draft)
        setDraft(undefined)
      }}
    >
      <FormField label="Name of this Safe" hint="Kept in this browser only. Leave it empty to remove the name.">
        {(control) => (
          <input
            {...control}
            value={draft}
            maxLength={SAFE_NAME_MAX_LENGTH}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the field the person just asked to edit.
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(undefined)
            }}
            data-testid="safe-name-input"
          />
        )}
      </FormField>
      <FormActions>
        <Button type="submit" variant="primary" size="small">
          Save
        </Button>
        <Button size="small" onClick={() => setDraft(undefined)}>
          Cancel
        </Button>
      </FormActions>
    </form>
  )
}
