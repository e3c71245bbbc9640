import { getDeviceRegistrationHash, type RegisterDeviceBody } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { registerNotificationDevice } from '../../lib/gateway/registerNotificationDevice'
import type { NotificationDevice } from './NotificationDevice'

/** How the web app describes itself as a device (transaction service fields; informational for the gateway). */
export interface NotificationClient {
  /** The site that registered, such as `wallet.example.org`. */
  bundle: string
  /** The web app's semantic version. */
  version: string
  /** A non-negative integer; the web app has no build numbers of its own. */
  buildNumber: string
}

/**
 * Registers this browser for push notifications of `safes` on `chainId` (docs/gateway-api.md §4.19). The gateway replaces
 * the Safes a device follows on a chain with the list it is sent, so `safes` is the whole new list. Steps: the push
 * subscription (a fresh one for a new device, whose uuid is made here), the registration hash over it signed by the
 * connected owner, then the POST.
 * @returns the device as now registered, to keep.
 */
export async function registerSafeNotifications({
  gatewayUrl,
  chainId,
  device,
  safes,
  client,
  subscribe,
  signHash,
  now = new Date(),
}: {
  gatewayUrl: string
  chainId: number
  /** The device as kept from earlier registrations, or null for a first one. */
  device: NotificationDevice | null
  safes: readonly Address[]
  client: NotificationClient
  /** This browser's push subscription; `renew` asks for a new one. */
  subscribe(renew: boolean): Promise<PushSubscription>
  /** An owner's EIP-191 signature of the 32-byte registration hash (`personal_sign`). */
  signHash(hash: Hex): Promise<Hex>
  now?: Date
}): Promise<NotificationDevice> {
  const subscription = await subscribe(device === null)
  const uuid = device?.uuid ?? crypto.randomUUID()
  const timestamp = String(Math.floor(now.getTime() / 1000))
  // A WEB device's push address is its PushSubscription as JSON (endpoint and keys), which the gateway pushes to.
  const cloudMessagingToken = JSON.stringify(subscription)
  const signature = await signHash(getDeviceRegistrationHash({ timestamp, uuid, cloudMessagingToken, safes }))
  const body: RegisterDeviceBody = {
    uuid,
    cloudMessagingToken,
    buildNumber: client.buildNumber,
    bundle: client.bundle,
    deviceType: 'WEB',
    version: client.version,
    timestamp,
    safeRegistrations: [{ chainId: String(chainId), safes: [...safes], signatures: [signature] }],
  }
  await registerNotificationDevice({ baseUrl: gatewayUrl, body })
  return { uuid, safes: [...safes] }
}
