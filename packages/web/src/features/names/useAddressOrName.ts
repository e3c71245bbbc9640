import type { Address } from 'viem'
import { type AddressInputResult, parseAddressInput, type ServedChain } from '../../lib/parseAddressInput'
import { useNameLookupContext } from './useNameLookupContext'
import { useResolvedName } from './useResolvedName'

/** A typed address or name as a form reads it: the address (with the name it came from), or the field's sentence. */
export type AddressOrName =
  | { address: Address; name?: string | undefined; error?: undefined; pending?: undefined }
  | { address?: undefined; name?: undefined; error: string; pending?: boolean | undefined }

/**
 * Reads an address field that also takes ENS names (docs/names.md): the app's one address parser, and where the chain
 * offers ENS and the text is a name, the address it resolves to now, `pending` while it is looked up. On a chain
 * without ENS a name gets the parser's sentence.
 */
export function useAddressOrName(text: string, chain: ServedChain): AddressOrName {
  const parsed: AddressInputResult = parseAddressInput(text, chain)
  const names = useNameLookupContext() !== undefined
  const lookup = names && parsed.problem === 'ens' ? text.trim().replace(/^[a-z0-9-]{1,40}:/i, '') : undefined
  const resolution = useResolvedName(lookup)
  if (lookup === undefined) return parsed.address ? { address: parsed.address } : { error: parsed.error }
  if (resolution.data) return { address: resolution.data.address, name: resolution.data.name }
  if (resolution.error)
    return {
      error:
        resolution.error.name === 'NameResolutionError'
          ? resolution.error.message
          : `${lookup} could not be looked up: try again in a moment, or enter the 0x address.`,
    }
  return { error: `Looking up ${lookup}…`, pending: true }
}
