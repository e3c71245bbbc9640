import type { BridgeEvent } from './bridge/BridgeEvent'

/** One line of an app session's log: what the bridge did with a message, or what the user decided. */
export type SessionLogEntry =
  | BridgeEvent
  /** The user's answer to a permission prompt or a signing request. */
  | { kind: 'decision'; at: number; method: string; accepted: boolean }
