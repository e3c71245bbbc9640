import { sanitizeDisplayText } from '../text/sanitizeDisplayText'
import { type SafeMessageContentWire, safeMessageContentSchema } from './safeMessageSchema'

const NAME_MAX = 100
const URL_MAX = 2_000

/** What a proposal's origin says about where it came from: the proposer's claim, for recognising it. */
export type ProposalOrigin = {
  name: string
  url: string | null
  /**
   * The message a SignMessageLib transaction signs on chain, as the app that proposed it stored it (docs/web-security.md
   * §2.2); present only when the origin holds one. A claim too: the review shows it only when it hashes to the bytes
   * the transaction signs.
   */
  message?: SafeMessageContentWire
}

/**
 * The name (and URL) a proposal's or message's `origin` gives (docs/gateway-api.md §5.1): Safe{Wallet}'s convention is
 * the JSON text `{"url":…,"name":…}`; the app's on-chain message signing adds `"message"`. The gateway answers it as
 * the details' `origin` extension; the web reads stored message origins with it, so both show the same name. The name
 * is cleaned by the one display rule (`sanitizeDisplayText`: nothing that reorders or hides text) and cut to 100
 * characters; anything else (no JSON, no name) gives null.
 */
export function parseProposalOrigin(origin: string | null): ProposalOrigin | null {
  if (!origin) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(origin)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { name, url, message } = parsed as { name?: unknown; url?: unknown; message?: unknown }
  if (typeof name !== 'string') return null
  const clean = sanitizeDisplayText(name, NAME_MAX)
  if (clean === '') return null
  const stored = safeMessageContentSchema.safeParse(message)
  return {
    name: clean,
    url: typeof url === 'string' && url.length <= URL_MAX ? url : null,
    ...(message !== undefined && stored.success ? { message: stored.data } : {}),
  }
}
