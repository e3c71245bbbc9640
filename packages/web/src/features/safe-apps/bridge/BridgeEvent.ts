import type { BridgeMethod } from '@strongroom/protocol'

/** One entry of an app session's log: what the app asked and what became of it. */
export type BridgeEvent =
  /** A message that was not read: wrong window or origin, or nothing to answer. */
  | { kind: 'dropped'; at: number; reason: string }
  /** A request answered with an error before any handler ran. */
  | { kind: 'refused'; at: number; method: string; error: string }
  /** A request handled: its method (and, for `rpcCall`, the node method) and whether it succeeded. */
  | { kind: 'answered'; at: number; method: BridgeMethod; detail?: string; ok: boolean; error?: string }
