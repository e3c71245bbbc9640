import { InvalidInputError } from '../errors/InvalidInputError'
import { parseUrl } from './parseUrl'

/**
 * Checks that `value` is a bare web origin (`https://wallet.example.org`, `http://localhost:5173`): http(s), a host,
 * an optional port, nothing else. Returns it normalised as the browser writes `location.origin` (lower-case host,
 * default port dropped), the form sign-in policies compare.
 * @throws {InvalidInputError} for anything with a path, query, fragment, credentials or another scheme.
 */
export function parseSignInOrigin(value: string): string {
  const url = parseUrl(value)
  if (!url) throw new InvalidInputError(`Sign-in origin ${value} is not a URL.`, { details: { value } })
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InvalidInputError(`Sign-in origin ${value} must use http or https.`, { details: { value } })
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  if (!bare)
    throw new InvalidInputError(`Sign-in origin ${value} must be scheme://host[:port] only.`, { details: { value } })
  return url.origin
}
