import { isIP } from 'node:net'
import { isPrivateAddress } from './isPrivateAddress'
import { PrivateAddressError } from './PrivateAddressError'

/**
 * Refuses a URL whose host is a loopback, private or link-local IP literal (`https://10.0.0.5/`, `https://[::1]/`),
 * which never reaches {@link publicOnlyLookup}; names are left to that lookup, at connect time.
 * @throws {PrivateAddressError}
 */
export function requirePublicHost(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) && isPrivateAddress(host)) throw new PrivateAddressError(`${host} is not a public address.`)
}
