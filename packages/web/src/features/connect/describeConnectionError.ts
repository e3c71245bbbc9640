/** What the page tells the user after a failed connection attempt. */
export interface ConnectionErrorDescription {
  kind: 'rejected' | 'pending-elsewhere' | 'not-found' | 'unknown'
  message: string
}

// EIP-1193 provider error codes; -32002 is the de-facto "request already pending" code (EIP-1474 resource unavailable).
const USER_REJECTED = 4001
const RESOURCE_UNAVAILABLE = -32002
// Connectors that do not use code 4001 report a rejection only in prose (spec §8, connector errors).
const REJECTION_TEXT = /user rejected|user denied|user closed modal|accounts received is empty/i

function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>()
  let current = error
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    yield current as Record<string, unknown>
    current = (current as { cause?: unknown }).cause
  }
}

/**
 * Turns an error from wagmi's connect action into one sentence for the user; never a stack or an RPC dump.
 * Walks the cause chain, since viem and wagmi wrap the provider's error.
 */
export function describeConnectionError(error: unknown): ConnectionErrorDescription {
  for (const entry of causeChain(error)) {
    const { code, name, message } = entry
    if (code === USER_REJECTED || name === 'UserRejectedRequestError' || REJECTION_TEXT.test(String(message))) {
      return {
        kind: 'rejected',
        message: 'You declined the connection request in your wallet. Choose the wallet again to retry.',
      }
    }
    if (code === RESOURCE_UNAVAILABLE || name === 'ResourceUnavailableRpcError') {
      return {
        kind: 'pending-elsewhere',
        message: 'Your wallet already has a request waiting. Open the wallet, finish or dismiss it, then retry.',
      }
    }
    if (name === 'ProviderNotFoundError' || name === 'ConnectorNotFoundError') {
      return {
        kind: 'not-found',
        message: 'That wallet was not found in this browser. Install it or choose another wallet.',
      }
    }
  }
  return { kind: 'unknown', message: 'The wallet could not be connected. Please try again.' }
}
