const NAME_MAX = 100
const URL_MAX = 2_000

/**
 * The name (and URL) a proposal's or message's `origin` gives (docs/gateway-api.md §5.1): Safe{Wallet}'s convention is
 * the JSON text `{"url":…,"name":…}`. The gateway answers it as the details' `origin` extension; the web reads stored
 * message origins with it, so both show the same name. Control characters are removed and the name is
 * cut to 100 characters; anything else (no JSON, no name) gives null. It is the proposer's claim, shown as such.
 */
export function parseProposalOrigin(origin: string | null): { name: string; url: string | null } | null {
  if (!origin) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(origin)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { name, url } = parsed as { name?: unknown; url?: unknown }
  if (typeof name !== 'string') return null
  const clean = [...name]
    .filter((character) => !isControl(character.codePointAt(0)!))
    .join('')
    .trim()
    .slice(0, NAME_MAX)
  if (clean === '') return null
  return { name: clean, url: typeof url === 'string' && url.length <= URL_MAX ? url : null }
}

/** C0 and C1 control characters (line breaks, escapes, NUL …), which have no place in a name on screen. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f)
}
