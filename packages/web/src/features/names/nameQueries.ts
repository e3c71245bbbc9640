import type { Address } from 'viem'
import type { NameLookupContext } from './actions/resolveName'

// The resolution code (ENSIP-15 normalisation tables included) loads with the first lookup, not with the page.
const loadResolution = () => import('./actions/resolveName')

type Scope = NameLookupContext & { chainId: number }

/** The query of what `name` resolves to now (a field's lookup, refreshed when the field asks again). */
export function resolvedNameQuery(scope: Scope | undefined, name: string | undefined) {
  return {
    queryKey: ['ens', scope?.chainId, scope?.registry, 'forward', name] as const,
    queryFn: async () => (await loadResolution()).resolveName(scope!, name!),
    enabled: scope !== undefined && name !== undefined && name !== '',
    retry: false,
    staleTime: 15_000,
  }
}

/** The query of an address's reverse name (shown beside it), kept a while: it is for display, never for signing. */
export function reverseNameQuery(scope: Scope | undefined, address: Address | undefined) {
  return {
    queryKey: ['ens', scope?.chainId, scope?.registry, 'reverse', address] as const,
    queryFn: async () => (await (await loadResolution()).lookupName(scope!, address!)) ?? null,
    enabled: scope !== undefined && address !== undefined,
    retry: false,
    staleTime: 10 * 60_000,
  }
}

/** Checks reviewed names again just before signing (see `verifyResolvedNames`). */
export async function verifyNamesBeforeSigning(
  context: NameLookupContext,
  names: Parameters<Awaited<ReturnType<typeof loadResolution>>['verifyResolvedNames']>[1],
) {
  return (await loadResolution()).verifyResolvedNames(context, names)
}
