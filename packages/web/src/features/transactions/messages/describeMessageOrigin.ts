import { parseProposalOrigin } from '@strongroom/protocol'

/** The longest app name shown; the rest is cut (a name comes from the app itself and could be a page long). */
const MAX_NAME_LENGTH = 80

/**
 * Where an off-chain message came from, from its stored `origin`, the JSON `{"url","name"}` a Safe App request writes
 * (docs/safe-apps-bridge.md §5.1), read by protocol's `parseProposalOrigin` as the gateway reads a proposal's:
 * "Name (https://app.origin)". The origin of the URL is shown because the name is the app's own claim. Undefined for
 * anything else (no origin, not that JSON, a URL that does not parse).
 */
export function describeMessageOrigin(origin: string | null): string | undefined {
  const parsed = parseProposalOrigin(origin)
  if (!parsed) return undefined
  const label = parsed.name.length > MAX_NAME_LENGTH ? `${parsed.name.slice(0, MAX_NAME_LENGTH)}…` : parsed.name
  return label === '' ? undefined : host(parsed.url) ? `${label} (${host(parsed.url)})` : label
}

function host(url: string | null): string | undefined {
  if (!url || !URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined
}
