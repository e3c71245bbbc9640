import type { SafeChangeKind, SafeChangeReason } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { SafeEvent } from '../notifications/recordSafeEvent'

/** A push notification a change queues for the devices following the Safe (recordSafeEvent). */
export type SafeChangeNotification = Pick<SafeEvent, 'type' | 'payload'>

/** A change of one Safe's data, as its writer describes it before it is published. */
export type SafeChange = {
  chainId: string
  safe: Address
  /** What clients must reload. */
  kinds: readonly SafeChangeKind[]
  reason: SafeChangeReason
  /** Push notifications to queue with it; none for changes found while catching up with history. */
  notifications?: readonly SafeChangeNotification[]
}
