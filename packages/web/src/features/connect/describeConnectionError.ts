import { walkCauses } from '@strongroom/protocol'
/** What the page tells the user after a failed connection or network switch. */
export interface ConnectionErrorDescription {
  kind:
    | 'rejected'
    | 'pending-elsewhere'
    | 'not-found'
    | 'chain-not-configured'
    | 'switch-not-supported'
    | 'switch-failed'
    | 'unknown'
  message: string
}

// EIP-1193 provider error codes; -32002 is the de-facto "request already pending" code (EIP-1474 resource unavailable).
const USER_REJECTED = 4001
const RESOURCE_UNAVAILABLE = -32002
// EIP-1193 4901 chain not connected; 4902 (MetaMask, EIP-3326 practice) chain unknown to the wallet.
const UNSUPPORTED_CHAIN = 4901
const UNRECOGNIZED_CHAIN = 4902
// Connectors that do not use code 4001 report a rejection only in prose (docs/wallet-connection.md §8, connector errors).
const REJECTION_TEXT = /user rejected|user denied|user closed modal|accounts received is empty/i

/**
 * The spec's sentence for a wallet that cannot switch networks on request (RainbowKit's wording), naming the app or,
 * without a name, "this app".
 */
export function switchingNotSupportedMessage(appName?: string): string {
  return `Your wallet does not support switching networks from ${appName || 'this app'}. Try switching networks from within your wallet instead.`
}

/**
 * Turns an error from wagmi's connect or switchChain actions (`action`, default connect) into one sentence for the
 * user; never a stack or an RPC dump. Walks the cause chain, since viem and wagmi wrap the provider's error.
 */
export function describeConnectionError(
  error: unknown,
  options: { appName?: string; action?: 'connect' | 'switch' } = {},
): ConnectionErrorDescription {
  for (const entry of walkCauses(error)) {
    const { code, name, message } = entry
    if (code === USER_REJECTED || name === 'UserRejectedRequestError' || REJECTION_TEXT.test(String(message))) {
      return {
        kind: 'rejected',
        message:
          options.action === 'switch'
            ? 'You declined the network switch in your wallet.'
            : 'You declined the connection request in your wallet. Choose the wallet again to retry.',
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
    if (name === 'ChainNotConfiguredError') {
      return {
        kind: 'chain-not-configured',
        message: 'That network is not one this app works on. Choose the network this app offers.',
      }
    }
    if (name === 'SwitchChainNotSupportedError') {
      return { kind: 'switch-not-supported', message: switchingNotSupportedMessage(options.appName) }
    }
    if (
      name === 'SwitchChainError' ||
      name === 'UnsupportedChainIdError' ||
      code === UNSUPPORTED_CHAIN ||
      code === UNRECOGNIZED_CHAIN
    ) {
      return {
        kind: 'switch-failed',
        message: 'Your wallet could not switch networks. Try switching networks from within your wallet instead.',
      }
    }
  }
  return { kind: 'unknown', message: 'The wallet could not be connected. Please try again.' }
}
