import { StrongroomError, walkCauses } from '@strongroom/protocol'

// EIP-1193 "user rejected request"; -32002 is the de-facto "request already pending" code.
const USER_REJECTED = 4001
const RESOURCE_UNAVAILABLE = -32002
const REJECTION_TEXT = /user rejected|user denied|rejected the request/i

/**
 * One sentence for a failed wallet transaction (wagmi/viem wrap the wallet's error, so the cause chain is walked).
 * Never a stack or an RPC dump: unknown errors get viem's `shortMessage` at most.
 */
export function describeTransactionError(error: unknown, chainName: string): string {
  for (const entry of walkCauses(error)) {
    const { code, name, message } = entry
    if (code === USER_REJECTED || name === 'UserRejectedRequestError' || REJECTION_TEXT.test(String(message)))
      return 'You rejected the transaction in your wallet.'
    if (code === RESOURCE_UNAVAILABLE || name === 'ResourceUnavailableRpcError')
      return 'Your wallet already has a request waiting. Open the wallet, finish or dismiss it, then try again.'
    if (name === 'ChainMismatchError' || name === 'ConnectorChainMismatchError' || name === 'ChainNotConfiguredError')
      return `Your wallet is on another network. Switch it to ${chainName} and try again.`
    if (name === 'ConnectorNotConnectedError' || name === 'ConnectorAccountNotFoundError')
      return 'Connect a wallet first.'
  }
  if (error instanceof StrongroomError) return error.message
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  return typeof short === 'string' && short.length < 200
    ? `The transaction failed: ${short.replace(/\.$/, '')}.`
    : 'The transaction failed.'
}
