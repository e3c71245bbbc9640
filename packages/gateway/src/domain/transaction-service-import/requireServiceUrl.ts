import { isIP } from 'node:net'
import { InvalidInputError } from '@strongroom/protocol'
import { RuleViolationError } from '../errors/RuleViolationError'

/** A service URL the gateway may fetch from, and whether it is on this machine. */
export type ServiceUrl = { base: URL; loopback: boolean }

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost') return true
  if (isIP(host) === 4) return host.startsWith('127.')
  return host === '::1'
}

/**
 * Checks the base URL of a Safe Transaction Service before anything is fetched (docs/transaction-service-import.md):
 * https, or a service on this machine when `allowLoopback` is set (then http too); no user name or password (an API
 * key has its own field, and must not end up in logs); no query or fragment. Names are checked again when the
 * connection is made: only public addresses are connected to (fetchWithLimits).
 * @throws {InvalidInputError} for a URL of the wrong form; {RuleViolationError} for one on this machine when not allowed.
 */
export function requireServiceUrl(serviceUrl: string, { allowLoopback }: { allowLoopback: boolean }): ServiceUrl {
  const base = new URL(serviceUrl)
  if (base.username || base.password)
    throw new InvalidInputError('serviceUrl: must not hold a user name or password; give an API key in its own field.')
  if (base.search || base.hash) throw new InvalidInputError('serviceUrl: must not have a query or fragment.')
  const loopback = isLoopbackHost(base.hostname)
  if (loopback && !allowLoopback)
    throw new RuleViolationError(
      `${base.host} is this gateway's own machine, which imports do not read from unless the gateway's transactionServiceImport.allowLoopback setting is on.`,
      { details: { host: base.host } },
    )
  if (base.protocol !== 'https:' && !loopback)
    throw new InvalidInputError('serviceUrl: must be an https:// URL (http:// only for a service on this machine).')
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`
  return { base, loopback }
}
