import { StrongroomError } from '@strongroom/protocol'

/** EIP-1193 provider error codes (plus EIP-3085/3326's 4902 and JSON-RPC's invalid params). */
export const WALLET_ERROR = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' },
  unsupportedMethod: { code: 4200, message: 'The requested method is not supported by this Ethereum provider.' },
  unrecognizedChain: { code: 4902, message: 'Unrecognized chain ID.' },
  invalidParams: { code: -32602, message: 'Invalid method parameters.' },
} as const

/**
 * An error the test wallet answers a request with. It crosses into the page as `{ code, message, data }`, the shape
 * EIP-1193 requires, so wagmi and viem classify it exactly as they would a real wallet's.
 */
export class WalletRpcError extends StrongroomError {
  override name = 'WalletRpcError'

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message, { details: { code, data } })
  }

  /** One of the standard errors in {@link WALLET_ERROR}, optionally with a more specific message. */
  static of(kind: keyof typeof WALLET_ERROR, message?: string, data?: unknown): WalletRpcError {
    const { code, message: standard } = WALLET_ERROR[kind]
    return new WalletRpcError(code, message ?? standard, data)
  }
}
