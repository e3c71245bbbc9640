import { NotFoundError } from './NotFoundError'

/** No transaction with that id (or safeTxHash) is known on that chain. */
export class TransactionNotFoundError extends NotFoundError {
  override name = 'TransactionNotFoundError'

  constructor({ chainId, id }: { chainId: string; id: string }) {
    super(`Transaction ${id} not found on chain ${chainId}`, { details: { chainId, id } })
  }
}
