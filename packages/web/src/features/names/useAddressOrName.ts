import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import type { Address } from 'viem'
import { parseAddressInput, type ServedChain } from '../../lib/parseAddressInput'
import type { ResolvedName } from './actions/ResolvedName'
import { resolvedNameQuery } from './nameQueries'
import { useNameLookupContext } from './useNameLookupContext'

/** A typed address or name as a form reads it: the address (with the name it came from), or the field's sentence. */
export type AddressOrName =
  | { address: Address; name?: string | undefined; error?: undefined; pending?: undefined }
  | { address?: undefined; name?: undefined; error: string; pending?: boolean | undefined }

// The name a field's text asks for, when the chain offers ENS and the text is a name (an optional `prefix:` dropped).
const nameIn = (text: string, chain: ServedChain, names: boolean): string | undefined =>
  names && parseAddressInput(text, chain).problem === 'ens' ? text.trim().replace(/^[a-z0-9-]{1,40}:/i, '') : undefined

function readAddressOrName(
  text: string,
  chain: ServedChain,
  lookup: string | undefined,
  resolution: UseQueryResult<ResolvedName>,
): AddressOrName {
  if (lookup === undefined) {
    const parsed = parseAddressInput(text, chain)
    return parsed.address ? { address: parsed.address } : { error: parsed.error }
  }
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

/**
 * Reads address fields that also take ENS names (docs/names.md): the app's one address parser, and where the chain
 * offers ENS and a text is a name, the address it resolves to now, `pending` while it is looked up. On a chain
 * without ENS a name gets the parser's sentence. One answer per text, in order (a form's rows).
 */
export function useAddressesOrNames(texts: readonly string[], chain: ServedChain): AddressOrName[] {
  const context = useNameLookupContext()
  const lookups = texts.map((text) => nameIn(text, chain, context !== undefined))
  const resolutions = useQueries({ queries: lookups.map((lookup) => resolvedNameQuery(context, lookup)) })
  return texts.map((text, index) => readAddressOrName(text, chain, lookups[index], resolutions[index]!))
}

/** {@link useAddressesOrNames} for one field. */
export function useAddressOrName(text: string, chain: ServedChain): AddressOrName {
  return useAddressesOrNames([text], chain)[0]!
}
