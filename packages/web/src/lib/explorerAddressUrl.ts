/** The block explorer page of `address` (Etherscan-style `/address/<address>`), or undefined without an explorer. */
export function explorerAddressUrl(explorerUrl: string | undefined, address: string): string | undefined {
  return explorerUrl ? `${explorerUrl.replace(/\/+$/, '')}/address/${address}` : undefined
}
