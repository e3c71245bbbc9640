import type { SafeMessageContentWire } from '@strongroom/protocol'

/** The gateway's bound of a proposal's origin, in characters. */
const ORIGIN_MAX = 10_000

/** The app or flow a proposal comes from, and the message it signs on chain when it is a SignMessageLib call. */
export interface ProposalOriginInput {
  name: string
  url?: string | undefined
  /** The message the transaction signs on chain (SignMessageLib), stored for the co-signers' review. */
  message?: SafeMessageContentWire | undefined
}

/**
 * The `origin` of a proposal as Safe{Wallet} stores it: the JSON text `{"url":…,"name":…}` naming the app or flow
 * that made it (docs/new-transactions.md §Origin). The gateway keeps it with the transaction. A message signed on chain
 * goes with it as `"message"`, where every co-signer's review finds it (docs/web-security.md §2.2); one too large for
 * the gateway's 10,000 characters is left out, and co-signers then see its hash only.
 */
export function formatProposalOrigin({ name, url, message }: ProposalOriginInput): string {
  const base = url === undefined ? { name } : { url, name }
  if (message !== undefined) {
    const withMessage = JSON.stringify({ ...base, message })
    if (withMessage.length <= ORIGIN_MAX) return withMessage
  }
  return JSON.stringify(base)
}
