import { useId } from 'react'
import type { Address } from 'viem'
import { FormField } from '../../../components/FormField'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useServedChain } from '../../../hooks/useServedChain'
import { parseAddressInput, type ServedChain } from '../../../lib/parseAddressInput'
import { useAddressBook } from '../../address-book'
import { LookAlikeWarning } from '../../poisoning'

/** What the recipient field holds: the text typed and, when it reads as one, the checksummed address. */
export interface RecipientValue {
  text: string
  address?: Address | undefined
  error?: string | undefined
}

/** Reads a typed or pasted recipient with the app's one address parser (EIP-55 checked, this chain's prefix only). */
export function readRecipient(text: string, chain: ServedChain): RecipientValue {
  const parsed = parseAddressInput(text, chain)
  return parsed.address ? { text, address: parsed.address } : { text, error: parsed.error }
}

/**
 * The recipient of a transfer: an address pasted (checked as anywhere else in the app) or picked from the address book
 * of this chain (the list offers the names). The chain has no ENS, which the hint says.
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
  const entries = book.entries.filter((entry) => entry.chainId === chainId)
  const name = value.address && book.nameOf(chainId, value.address)
  return (
    <FormField
      label={label}
      hint={
        <>
          {name ? `${name} in your address book. ` : ''}Paste an address or pick one from your address book. {chainName}{' '}
          has no ENS: names like alice.eth cannot be used.
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
            onChange={(event) => onChange(readRecipient(event.target.value, chain))}
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
