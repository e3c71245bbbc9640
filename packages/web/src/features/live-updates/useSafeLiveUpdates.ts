import type { SafeInfo } from '@strongroom/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import type { SafeStreamStatus } from '../../hooks/useSafeStreamStatus'
import { gatewayKeys, type SafeScope } from '../../lib/query/gatewayKeys'
import { connectSafeEvents } from './connectSafeEvents'
import { reloadSafeQueries } from './reloadSafeQueries'
import { safeEventsUrl } from './safeEventsUrl'
import { staleKindsFromTags } from './staleKindsFromTags'

/**
 * Keeps the open Safe's cached gateway data fresh from the gateway's live event stream: each `safe-change` reloads
 * exactly the queries of its kinds, a `reset` reloads all of the Safe's queries, and the `hello` that ends each
 * opening reloads whatever its tags show changed meanwhile, and every gateway query that failed meanwhile. The stream closes on unmount and when `safe` changes;
 * without a Safe (`undefined`) nothing is opened.
 * @returns the stream's status: polling is only the fallback while it is not `live`.
 */
export function useSafeLiveUpdates(chainId: number, safe: Address | undefined): SafeStreamStatus {
  const { gatewayUrl } = useRuntimeConfig()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<SafeStreamStatus>(() =>
    typeof EventSource === 'undefined' ? 'unsupported' : 'connecting',
  )

  useEffect(() => {
    if (!safe || typeof EventSource === 'undefined') return
    const scope: SafeScope = { gatewayUrl, chainId, safe }
    setStatus('connecting')
    return connectSafeEvents({
      url: safeEventsUrl(gatewayUrl, chainId, safe),
      listener: {
        change: (kinds) => void reloadSafeQueries(queryClient, scope, kinds),
        reset: () => void reloadSafeQueries(queryClient, scope, 'all'),
        hello: (tags) => {
          const stale = staleKindsFromTags(queryClient.getQueryData<SafeInfo>(gatewayKeys.safeInfo(scope)), tags)
          if (stale.length > 0) void reloadSafeQueries(queryClient, scope, ['safe', ...stale])
          // The gateway answers again. Queries that failed while it was away stay failed otherwise: with the stream
          // live their polling stops, and a list without a tag (balances) has no other reason to reload.
          void queryClient.refetchQueries({
            queryKey: gatewayKeys.all(gatewayUrl),
            predicate: (query) => query.state.status === 'error',
          })
        },
        status: setStatus,
      },
    })
  }, [gatewayUrl, chainId, safe, queryClient])

  return status
}
