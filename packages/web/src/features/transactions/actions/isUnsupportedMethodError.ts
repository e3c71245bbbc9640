// EIP-1193 4200 "unsupported method", JSON-RPC -32601 "method not found", EIP-1474 -32004 "method not supported".
const UNSUPPORTED_CODES = new Set([4200, -32601, -32004])
const UNSUPPORTED_NAMES = new Set([
  'UnsupportedProviderMethodError',
  'MethodNotFoundRpcError',
  'MethodNotSupportedRpcError',
])

/** True when a wallet refused a request because it does not offer the method (viem wraps its error: causes walked). */
export function isUnsupportedMethodError(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, name } = current as { code?: unknown; name?: unknown }
    if ((typeof code === 'number' && UNSUPPORTED_CODES.has(code)) || UNSUPPORTED_NAMES.has(String(name))) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
