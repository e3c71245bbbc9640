import type { DeviceType } from '@strongroom/protocol'

/** One queued notification, with the push address of its device. */
export type OutgoingNotification = {
  id: number
  deviceUuid: string
  deviceType: DeviceType
  /** FCM/APNs token, or a Web Push subscription (JSON) for WEB devices. */
  cloudMessagingToken: string
  chainId: string
  safe: string
  type: string
  /** `{type, chainId, address, …}` as recorded by `recordSafeEvent`. */
  payload: Record<string, unknown>
}

/**
 * A push delivery channel (Web Push with VAPID, FCM, …). It handles the devices of `deviceTypes`; `send` resolves once
 * the push service accepted the message and rejects otherwise (the notification is then retried).
 */
export interface NotificationSender {
  readonly deviceTypes: readonly DeviceType[]
  send(notification: OutgoingNotification): Promise<void>
}
