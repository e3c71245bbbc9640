/** The parts of a WHATWG URL the sign-in checks read. */
export type UrlParts = {
  readonly protocol: string
  readonly host: string
  readonly hostname: string
  readonly origin: string
  readonly pathname: string
  readonly search: string
  readonly hash: string
  readonly username: string
  readonly password: string
}

// protocol compiles without DOM or Node typings (it must stay runtime-neutral), yet every runtime it targets
// (browsers, Node ≥ 10) has the WHATWG URL class; this typed handle avoids declaring a global.
const UrlClass = (globalThis as unknown as { URL: new (input: string) => UrlParts }).URL

/** Parses `value` with the platform's WHATWG URL parser; null when it is not an absolute URL. */
export function parseUrl(value: string): UrlParts | null {
  try {
    return new UrlClass(value)
  } catch {
    return null
  }
}
