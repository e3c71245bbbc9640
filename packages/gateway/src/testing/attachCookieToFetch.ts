/**
 * Wraps `globalThis.fetch` so every request to `baseUrl` carries the cookie `cookie()` returns (Node's fetch keeps no
 * cookie jar; the SDK's functions call the global fetch). Returns a function that puts the original fetch back.
 */
export function attachCookieToFetch(baseUrl: string, cookie: () => string | undefined): () => void {
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const value = cookie()
    if (!url.startsWith(baseUrl) || !value) return original(input, init)
    const headers = new Headers(input instanceof Request ? input.headers : undefined)
    for (const [name, headerValue] of new Headers(init?.headers)) headers.set(name, headerValue)
    headers.set('cookie', value)
    return original(input, { ...init, headers })
  }
  return () => {
    globalThis.fetch = original
  }
}
