/**
 * Makes the page's storage refuse access as a browser does where storage is disabled (all cookies blocked, some
 * privacy modes, sandboxed frames): reading `localStorage` throws a SecurityError. Returns the undo.
 */
export function refuseBrowserStorage(): () => void {
  const owners = [...new Set<object>([globalThis, window])]
  const saved = owners.map((owner) => [owner, Object.getOwnPropertyDescriptor(owner, 'localStorage')] as const)
  for (const owner of owners)
    Object.defineProperty(owner, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  return () => {
    for (const [owner, descriptor] of saved)
      if (descriptor) Object.defineProperty(owner, 'localStorage', descriptor)
      else delete (owner as { localStorage?: unknown }).localStorage
  }
}
