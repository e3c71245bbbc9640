/**
 * A CacheStorage (the Cache API) held in memory, for the notifications' unit tests: happy-dom has none. It keeps what
 * a browser keeps, a response per URL, and hands out a fresh Response on each match as the browser does.
 */
export function memoryCacheStorage(): CacheStorage {
  const caches = new Map<string, Map<string, { body: string; headers: [string, string][] }>>()
  const urlOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url
  const cacheOf = (entries: Map<string, { body: string; headers: [string, string][] }>) =>
    ({
      async match(request: RequestInfo | URL) {
        const entry = entries.get(urlOf(request))
        return entry ? new Response(entry.body, { headers: entry.headers }) : undefined
      },
      async put(request: RequestInfo | URL, response: Response) {
        entries.set(urlOf(request), { body: await response.text(), headers: [...response.headers] })
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(urlOf(request))
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url))
      },
    }) as unknown as Cache
  return {
    async open(name: string) {
      const entries = caches.get(name) ?? new Map()
      caches.set(name, entries)
      return cacheOf(entries)
    },
    async has(name: string) {
      return caches.has(name)
    },
    async delete(name: string) {
      return caches.delete(name)
    },
    async keys() {
      return [...caches.keys()]
    },
    async match(request: RequestInfo | URL) {
      for (const entries of caches.values()) {
        const found = await cacheOf(entries).match(request)
        if (found) return found
      }
      return undefined
    },
  }
}
