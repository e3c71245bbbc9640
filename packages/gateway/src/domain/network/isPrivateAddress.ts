import { BlockList, isIP } from 'node:net'

// Everything that is not the public internet: "this" network, RFC 1918 private, carrier-grade NAT (RFC 6598),
// loopback, link-local (cloud metadata services live at 169.254.169.254), benchmarking (RFC 2544), multicast and
// reserved; for IPv6 unspecified, loopback, unique-local (RFC 4193), link-local, multicast and IPv4-mapped forms.
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6')

/**
 * Whether an IP address (v4 or v6 literal) lies outside the public internet. Used to keep requests to URLs others
 * choose (token metadata, push endpoints) away from the operator's own network (docs/gateway-security.md §3). Anything that is not an IP literal counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return blocked.check(address, 'ipv4')
  if (version !== 6) return true
  // ::ffff:10.0.0.1 reaches 10.0.0.1: judge the embedded IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return blocked.check(mapped[1]!, 'ipv4')
  return blocked.check(address, 'ipv6')
}
