/** TanStack Query key of `GET /v1/auth/me` for one gateway. */
export function authSessionQueryKey(gatewayUrl: string) {
  return ['strongroom', 'auth', 'session', gatewayUrl] as const
}
