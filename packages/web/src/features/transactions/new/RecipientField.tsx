import { useEffect, useId } from 'react'
import type { Address } from 'viem'
import { FormField } from '../../../components/FormField'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useServedChain } from '../../../hooks/useServedChain'
import { parseAddressInput, type ServedChain } from '../../../lib/parseAddressInput'
import { useAddressBook } from '../../address-book'
import { type ResolvedName, useNameLookupContext, useResolvedName } from '../../names'
import { LookAlikeWarning } from '../../poisoning'
import { shortAddress } from './shortAddress'

/** What the recipient field holds: the text typed and, when it reads as one, the checksummed address. */
export interface RecipientValue {
  text: string
  address?: Address | undefined
  error?: string | undefined
  /** The ENS name typed, once it resolved: `address` is the address it gave (docs/names.md). */
  name?: string | undefined
  /** An ENS name being looked up (no address yet). */
  lookup?: string | undefined
}

/** A resolved recipient in an action's label: `alice.eth (0x1234…abcd)`, or the short address alone. */
export function recipientLabel({ address, name }: RecipientValue & { address: Address }): string {
  return name ? `${name} (${shortAddress(address)})` : shortAddress(address)
}

/** The ENS name the recipient was typed as, for the review to show and check at signing (none for an address). */
export function recipientNames({ address, name }: RecipientValue): ResolvedName[] | undefined {
  return name && address ? [{ name, address }] : undefined
}

/**
 * Reads a typed or pasted recipient with the app's one address parser (EIP-55 checked, this chain's prefix only); a
 * name is to be looked up when the chain offers ENS (`names`), and refused with the parser's sentence otherwise.
 */
export function readRecipient(text: string, chain: ServedChain, names = false): RecipientValue {
  const parsed = parseAddressInput(text, chain)
  if (parsed.address) return { text, address: parsed.address }
  if (parsed.problem === 'ens' && names) {
    const lookup = text.trim().replace(/^[a-z0-9-]{1,40}:/i, '')
    return { text, lookup, error: `Looking up ${lookup}…` }
  }
  return { text, error: parsed.error }
}

/**
 * The recipient of a transfer: an address pasted (checked as anywhere else in the app), picked from the address book
 * of this chain (the list offers the names), or an ENS name on a chain that offers them, shown with the address it
 * resolved to (docs/names.md). Without ENS on the chain, the hint says so.
 */
export function RecipientField({
  label = 'Recipient',
  value,
  onChange,
  showError,
}: {
  label?: string
  value: RecipientValue
  onChange(value: RecipientValue): void
  /** Show the parser's sentence (after the first attempt to continue, or once the field was left). */
  showError: boolean
}) {
  const { chainId, chainName } = useRuntimeConfig()
  const chain = useServedChain()
  const book = useAddressBook()
  const listId = useId()
  const namesOffered = useNameLookupContext() !== undefined
  const resolution = useResolvedName(value.lookup)
  const { lookup, text } = value
  const { data: resolved, error: failure } = resolution
  // The lookup's answer becomes the field's value, for the text it was made for.
  useEffect(() => {
    if (lookup === undefined) return
    if (resolved) onChange({ text, address: resolved.address, name: resolved.name })
    else if (failure)
      onChange({
        text,
        error:
          failure.name === 'NameResolutionError'
            ? failure.message
            : `${lookup} could not be looked up: try again in a moment, or enter the 0x address.`,
      })
  }, [lookup, text, resolved, failure, onChange])
  const entries = book.entries.filter((entry) => entry.chainId === chainId)
  const name = value.address && book.nameOf(chainId, value.address)
  return (
    <FormField
      label={label}
      hint={
        <>
          {value.name && value.address && (
            <span className="recipient-field__resolved" data-testid="recipient-resolved">
              {value.name} resolves to <code>{value.address}</code>.{' '}
            </span>
          )}
          {name ? `${name} in your address book. ` : ''}
          {namesOffered ? (
            'Paste an address, type an ENS name or pick one from your address book.'
          ) : (
            <>
              Paste an address or pick one from your address book. {chainName} has no ENS: names like alice.eth cannot
              be used.
            </>
          )}
        </>
      }
      error={showError ? value.error : undefined}
    >
      {(control) => (
        <>
          <input
            {...control}
            list={listId}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            value={value.text}
            onChange={(event) => onChange(readRecipient(event.target.value, chain, namesOffered))}
            data-testid="recipient-input"
          />
          <datalist id={listId}>
            {entries.map((entry) => (
              <option key={entry.address} value={entry.address}>
                {entry.name}
              </option>
            ))}
          </datalist>
          <LookAlikeWarning addresses={value.address ? [value.address] : []} variant="field" />
        </>
      )}
    </FormField>
  )
}
