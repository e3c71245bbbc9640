import { BaseError, HttpRequestError, SocketClosedError, TimeoutError, WebSocketRequestError } from 'viem'

/**
 * Whether `error` (or a cause of it) says the chain's RPC node could not be reached or did not answer in time: down,
 * slow, or its connection dropped. Nothing was learnt from the node then, so nothing may be concluded or cached.
 */
export function isRpcUnavailable(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(
      error.walk(
        (cause) =>
          cause instanceof HttpRequestError ||
          cause instanceof TimeoutError ||
          cause instanceof WebSocketRequestError ||
          cause instanceof SocketClosedError,
      ),
    )
  )
}
