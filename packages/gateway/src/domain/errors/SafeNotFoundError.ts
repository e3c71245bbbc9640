import { NotFoundError } from './NotFoundError'

/** No Safe 1.x contract lives at the address on that chain. */
export class SafeNotFoundError extends NotFoundError {
  override name = 'SafeNotFoundError'

  constructor({ chainId, address, cause }: { chainId: string; address: string; cause?: unknown }) {
    super(`No Safe found at ${address} on chain ${chainId}`, { cause, details: { chainId, address } })
  }
}
