import { GatewayError } from '../../lib/gateway/GatewayError'

/**
 * The sentence for an import that did not run. The gateway's own sentence is shown where it speaks of what the user
 * gave (the service's URL or key, a service that failed: 400, 422, 502): it names the host and what to change, and
 * the gateway writes it for people. Everything else gets ours.
 */
export function describeImportError(error: unknown): string {
  if (!(error instanceof GatewayError)) return 'The import could not be started. Reload the page and try again.'
  if (error.isUnauthenticated) return 'Sign in with the wallet of an owner of this Safe to import its queue.'
  if (error.status === 403) return 'Only an owner of this Safe can import its queue: sign in with an owner’s wallet.'
  const answer = (error.details as { answer?: unknown } | undefined)?.answer
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined
  if ((error.status === 400 || error.status === 422 || error.status === 502) && typeof message === 'string')
    return message
  return error.message
}
