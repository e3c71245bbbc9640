/**
 * The sentence for a gateway error answer of HTTP `status`: what the user can make of it, without the status code or
 * the server's own text (which stays in the error's details).
 */
export function describeGatewayStatus(status: number): string {
  if (status === 401) return 'You are not signed in on this server, or your session has ended.'
  if (status === 403) return 'This server does not allow that for your account.'
  if (status === 404) return 'The gateway does not have what was asked for.'
  if (status === 409) return 'This conflicts with what the server already holds.'
  if (status === 429) return 'The gateway is busy with too many requests. Try again in a moment.'
  if (status >= 500) return 'The gateway failed to answer. Try again in a moment.'
  return 'The gateway refused the request as invalid.'
}
