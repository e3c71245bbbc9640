import type { SafeChangeKind, SafeInfo } from '@strongroom/protocol'
import { matchQuery, type Query, type QueryClient } from '@tanstack/react-query'
import { gatewayKeys, type SafeScope } from '../../lib/query/gatewayKeys'
import { isSupersededByTags } from './isSupersededByTags'
import { safeChangeQueryKeys } from './safeChangeQueryKeys'

/**
 * Marks the Safe's cached queries for `kinds` stale, so the ones on screen reload now and the others on their next
 * use; `'all'` takes every query of the Safe. SafeInfo reloads first (see {@link safeChangeQueryKeys}); a list whose
 * key carried a tag that moved meanwhile has loaded afresh under its new key and is only marked stale
 * ({@link isSupersededByTags}), so no list loads twice. Resolves when the reloads are done; their failures show in
 * their own widgets.
 */
export async function reloadSafeQueries(
  queryClient: QueryClient,
  scope: SafeScope,
  kinds: readonly SafeChangeKind[] | 'all',
): Promise<void> {
  const cache = queryClient.getQueryCache()
  const { safeInfo, lists } = safeChangeQueryKeys({ ...scope, kinds: kinds === 'all' ? ['safe'] : kinds })
  // The lists cached when the change arrived are the stale ones; any created later already has the news.
  const stale: Query[] =
    kinds === 'all'
      ? cache
          .findAll({ queryKey: gatewayKeys.safe(scope) })
          .filter((query) => !safeInfo || !matchQuery({ queryKey: safeInfo, exact: true }, query))
      : lists.flatMap((queryKey) => cache.findAll({ queryKey }))

  let superseded = new Set<Query>()
  if (safeInfo) {
    const before = queryClient.getQueryData<SafeInfo>(safeInfo)
    await queryClient.invalidateQueries({ queryKey: safeInfo, exact: true })
    const after = queryClient.getQueryData<SafeInfo>(safeInfo)
    superseded = new Set(stale.filter((query) => isSupersededByTags(query.queryKey, before, after)))
  }
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => superseded.has(query), refetchType: 'none' }),
    queryClient.invalidateQueries({
      predicate: (query) => stale.includes(query) && !superseded.has(query),
    }),
  ])
}
