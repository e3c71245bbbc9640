import { BRIDGE_ERROR_TEXTS } from '@strongroom/protocol'

// What an app is told when its signing request ends without a signature. Safe{Wallet} answers every closed review,
// of a transaction or a message, with "Transaction was rejected"; apps written against it may look for that text
// (docs/safe-apps-bridge.md §5).

/** The user closed the review or pressed Reject. */
export const APP_REQUEST_REJECTED = 'Transaction was rejected'

/** The app asked to sign a bare 32-byte hash while blind signing is off (the default). */
export const BLIND_SIGNING_REFUSED =
  'Blind signing is turned off: the message is a bare 32-byte hash, and its meaning cannot be shown to the user.'

/** Typed data that does not encode under EIP-712 (the SDK's own text for typed data without domain, types or message). */
export const INVALID_TYPED_DATA = BRIDGE_ERROR_TEXTS.invalidTypedData

/** Typed data shaped like a Safe transaction whose fields cannot be read, or whose review refuses it (docs/web-security.md §2.8). */
export const SAFE_TX_TYPED_DATA_REFUSED =
  'This typed data is a Safe transaction that this app’s review refuses (its fields cannot be read, or it breaks a guardrail such as an untrusted DELEGATE call or a gas refund).'

/** Typed data shaped like a SafeMessage whose bytes cannot be read. */
export const SAFE_MESSAGE_TYPED_DATA_REFUSED = 'This typed data is a SafeMessage whose bytes cannot be read.'
