/** What the page script needs to know; serialisable, since it crosses into the browser. */
export interface TestWalletPageScriptArgs {
  /** Name of the Playwright binding that carries requests to Node. */
  bindingName: string
  /** Name of the window property through which Node delivers events. */
  eventsName: string
  /** EIP-6963 provider info. */
  info: { uuid: string; name: string; icon: string; rdns: string }
}

/**
 * Runs in the page before any app script (Playwright `addInitScript`), so it must be self-contained: no imports,
 * no closures over Node values. Installs an EIP-1193 provider as `window.ethereum` whose every request goes to the
 * Node side through the binding, and announces it per EIP-6963 at start and on each `eip6963:requestProvider`.
 */
export function testWalletPageScript({ bindingName, eventsName, info }: TestWalletPageScriptArgs): void {
  // Safe Apps and other iframes get their provider from the parent, not from an extension.
  if (window.top !== window) return
  type Listener = (payload: unknown) => void
  const listeners = new Map<string, Set<Listener>>()
  const binding = (window as unknown as Record<string, (json: string) => Promise<string>>)[bindingName]

  const provider = {
    isMetaMask: false,
    isStrongroomTestWallet: true,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw Object.assign(new Error('Invalid request: expected { method, params }.'), { code: -32600 })
      }
      if (!binding) throw Object.assign(new Error('The test wallet is not connected to Node.'), { code: 4900 })
      const answer = JSON.parse(await binding(JSON.stringify({ method: args.method, params: args.params }))) as {
        result?: unknown
        error?: { code: number; message: string; data?: unknown }
      }
      if (answer.error) {
        // EIP-1193: a provider error is an Error with a numeric code (and optional data).
        throw Object.assign(new Error(answer.error.message), { code: answer.error.code, data: answer.error.data })
      }
      return answer.result
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener)
    },
  }

  Object.defineProperty(window, eventsName, {
    value: Object.freeze({
      emit(event: string, payload: unknown) {
        for (const listener of [...(listeners.get(event) ?? [])]) {
          try {
            listener(payload)
          } catch (error) {
            // A faulty listener must not stop the others, as in Node's EventEmitter-based providers.
            setTimeout(() => {
              throw error
            })
          }
        }
      },
    }),
  })
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true })

  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
