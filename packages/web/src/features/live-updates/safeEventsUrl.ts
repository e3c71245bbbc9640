import { type Address, getAddress } from 'viem'

/**
 * `GET {gatewayUrl}/v1/chains/{chainId}/safes/{address}/events`, the gateway's live stream of one Safe (our extension
 * to the Client Gateway API). Relative to the base, like every gateway call, so a gateway under a path prefix keeps it.
 */
export function safeEventsUrl(gatewayUrl: string, chainId: number, safe: Address): string {
  const base = new URL(gatewayUrl.endsWith('/') ? gatewayUrl : `${gatewayUrl}/`)
  return new URL(`v1/chains/${chainId}/safes/${getAddress(safe)}/events`, base).href
}
