/**
 * The `origin` of a proposal as Safe{Wallet} stores it: the JSON text `{"url":…,"name":…}` naming the app or flow
 * that made it (docs/new-transactions.md §Origin). The gateway keeps it with the transaction.
 */
export function formatProposalOrigin({ name, url }: { name: string; url?: string | undefined }): string {
  return JSON.stringify(url === undefined ? { name } : { url, name })
}
