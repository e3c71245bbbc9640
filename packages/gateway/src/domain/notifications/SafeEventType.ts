/**
 * What happened to a Safe, as push notifications and cache hooks name it (transaction service / CGW event types,
 * docs/gateway-api.md §7).
 */
export const SAFE_EVENT_TYPES = [
  'PENDING_MULTISIG_TRANSACTION',
  'NEW_CONFIRMATION',
  'EXECUTED_MULTISIG_TRANSACTION',
  'INCOMING_ETHER',
  'INCOMING_TOKEN',
  'MESSAGE_CREATED',
  'MESSAGE_CONFIRMATION',
] as const

export type SafeEventType = (typeof SAFE_EVENT_TYPES)[number]
