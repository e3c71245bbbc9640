/** The block explorer page of a chain transaction (Etherscan-style `/tx/<hash>`), or undefined without an explorer. */
export function explorerTransactionUrl(explorerUrl: string | undefined, hash: string): string | undefined {
  return explorerUrl ? `${explorerUrl.replace(/\/+$/, '')}/tx/${hash}` : undefined
}
