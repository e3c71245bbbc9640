const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/**
 * True for the loopback names a developer's machine answers to. Accepts a bare hostname or `host:port`
 * (`localhost:5173`, `[::1]:8787`); the port is ignored.
 */
export function isLoopbackHost(host: string): boolean {
  const lower = host.toLowerCase()
  if (LOOPBACK_HOSTS.has(lower)) return true
  // `[::1]:8787` keeps its brackets; `localhost:5173` / `127.0.0.1:5173` lose the port.
  const bracketed = /^(\[[^\]]+\])(?::\d+)?$/.exec(lower)
  if (bracketed) return LOOPBACK_HOSTS.has(bracketed[1]!)
  const withPort = /^([^:]+):\d+$/.exec(lower)
  return withPort ? LOOPBACK_HOSTS.has(withPort[1]!) : false
}
