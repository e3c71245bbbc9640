import { NotFoundError } from './NotFoundError'

/** The gateway knows no contract at the address on that chain (neither a Safe contract nor an indexed token). */
export class ContractNotFoundError extends NotFoundError {
  override name = 'ContractNotFoundError'

  constructor({ chainId, address }: { chainId: string; address: string }) {
    super(`No contract known at ${address} on chain ${chainId}`, { details: { chainId, address } })
  }
}
