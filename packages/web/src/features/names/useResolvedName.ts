import { useQuery } from '@tanstack/react-query'
import { resolvedNameQuery } from './nameQueries'
import { useNameLookupContext } from './useNameLookupContext'

/** What `name` resolves to on this chain (undefined name: nothing is looked up). */
export function useResolvedName(name: string | undefined) {
  return useQuery(resolvedNameQuery(useNameLookupContext(), name))
}
