import { queryOptions } from '@tanstack/react-query'
import { gatewayKeys } from './gatewayKeys'

/**
 * `GET /v1/auth/me` as a lookup (signed in, signed out, or no sign-in on this gateway). The endpoint is loaded on
 * first use, a separate chunk, so a visitor who never connects a wallet does not download it.
 */
export function authSessionQuery({ gatewayUrl }: { gatewayUrl: string }) {
  return queryOptions({
    queryKey: gatewayKeys.session(gatewayUrl),
    queryFn: async ({ signal }) => {
      const { getAuthSession } = await import('../gateway/getAuthSession')
      return getAuthSession({ baseUrl: gatewayUrl, signal })
    },
    staleTime: 5 * 60_000,
    // An unreachable gateway only means "not signed in" for the sign-in widget; the app keeps working.
    retry: 1,
  })
}
