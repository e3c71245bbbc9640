import type { SafeInfo } from '@strongroom/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import type { SafeStreamStatus } from '../../hooks/useSafeStreamStatus'
import { connectSafeEvents } from './connectSafeEvents'
import { reloadSafeQueries } from './reloadSafeQueries'
import type { SafeQueryScope } from './SafeQueryScope'
import { safeChangeQueryKeys } from './safeChangeQueryKeys'
import { safeEventsUrl } from './safeEventsUrl'
import { staleKindsFromTags } from './staleKindsFromTags'

/**
 * Keeps the open Safe's cached gateway data fresh from the gateway's live event stream: each `safe-change` reloads
 * exactly the queries of its kinds, a `reset` reloads all of the Safe's queries, and the `hello` that ends each
 * opening reloads whatever its tags show changed meanwhile. The stream closes on unmount and when `safe` changes;
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
    const scope: SafeQueryScope = { gatewayUrl, chainId, safe }
    setStatus('connecting')
    return connectSafeEvents({
      url: safeEventsUrl(gatewayUrl, chainId, safe),
      listener: {
        change: (kinds) => void reloadSafeQueries(queryClient, scope, kinds),
        reset: () => void reloadSafeQueries(queryClient, scope, 'all'),
        hello: (tags) => {
          const { safeInfo } = safeChangeQueryKeys({ ...scope, kinds: ['safe'] })
          const stale = staleKindsFromTags(queryClient.getQueryData<SafeInfo>(safeInfo!), tags)
          if (stale.length > 0) void reloadSafeQueries(queryClient, scope, ['safe', ...stale])
        },
        status: setStatus,
      },
    })
  }, [gatewayUrl, chainId, safe, queryClient])

  return status
}
