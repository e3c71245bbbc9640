import proxyAddr from '@fastify/proxy-addr'

/**
 * Whether the peer that sent a request (the socket's address) is a reverse proxy the gateway trusts: only then are its
 * `X-Forwarded-*` headers believed (docs/gateway-security.md). The same decision Fastify makes for `request.ip`.
 */
export type ProxyTrust = (peerAddress: string | undefined) => boolean

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's {@link ProxyTrust} (buildApp); an app without it trusts no proxy. */
    proxyTrust?: ProxyTrust
  }
}

/** The {@link ProxyTrust} of the `trustProxy` setting: false (none), true (every peer) or the proxies' addresses. */
export function createProxyTrust(trustProxy: boolean | readonly string[]): ProxyTrust {
  if (trustProxy === true) return () => true
  if (trustProxy === false || trustProxy.length === 0) return () => false
  const trusted = proxyAddr.compile([...trustProxy])
  return (peerAddress) => peerAddress !== undefined && trusted(peerAddress, 0)
}
