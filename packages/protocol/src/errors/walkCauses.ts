/**
 * Every object in `error`'s cause chain, `error` first: libraries wrap the error that says what happened (viem and
 * wagmi wrap the wallet's), so a rule that reads codes or names walks the chain. A chain that loops ends at the first
 * repeat; a cause that is not an object ends it. A function rather than a method of StrongroomError, so that the
 * landing page, which bundles the error class, does not carry it (docs/landing-page.md).
 */
export function* walkCauses(error: unknown): Generator<Readonly<Record<string, unknown>>> {
  const seen = new Set<unknown>()
  let current = error
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    yield current as Readonly<Record<string, unknown>>
    current = (current as { cause?: unknown }).cause
  }
}
