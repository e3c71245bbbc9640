import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import { isPrivateAddress } from './isPrivateAddress'
import { PrivateAddressError } from './PrivateAddressError'

/**
 * A DNS lookup (the `lookup` option of a socket or an HTTP agent) that refuses names resolving to non-public
 * addresses with a {@link PrivateAddressError}. It runs inside the socket's connect, so the address checked is the
 * address connected to (no window for DNS rebinding between a check and the request). IP literals skip DNS, so
 * callers check those with {@link requirePublicHost} first.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const bad = addresses.find((entry) => isPrivateAddress(entry.address))
    if (bad || addresses.length === 0) {
      const refusal = new PrivateAddressError(`${hostname} resolves to a non-public address.`, {
        details: { hostname, address: bad?.address },
      })
      return callback(refusal, '', 0)
    }
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), else for one.
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    const first = addresses[0]!
    callback(null, first.address, first.family)
  })
}
