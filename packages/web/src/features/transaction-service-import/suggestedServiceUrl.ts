/** EIP-3770 short names of the chains Safe's hosted Transaction Service serves under the same name. */
const HOSTED = new Set(['eth', 'sep', 'base', 'arb1', 'oeth', 'gno', 'matic', 'pol', 'bnb', 'avax', 'zksync', 'linea'])

/**
 * The URL of Safe's hosted Transaction Service for the Safe's chain (`https://api.safe.global/tx-service/<short
 * name>`), or '' for a chain it does not serve (the devnet, a private chain).
 */
export function suggestedServiceUrl(prefix: string): string {
  return HOSTED.has(prefix) ? `https://api.safe.global/tx-service/${prefix}` : ''
}
