import { Agent, type AgentOptions } from 'node:https'
import { InvalidInputError } from '@strongroom/protocol'
import type * as WebPush from 'web-push'
import { z } from 'zod'
import type { WebPushSettings } from '../../config'
import { publicOnlyLookup } from '../network/publicOnlyLookup'
import { requirePublicHost } from '../network/requirePublicHost'
import type { NotificationSender } from './NotificationSender'
import { WebPushUnavailableError } from './WebPushUnavailableError'

/** What the sender uses of the `web-push` library. */
export type WebPushLibrary = Pick<typeof WebPush, 'sendNotification'>

/** A browser's PushSubscription as JSON (what a WEB device registers as its `cloudMessagingToken`). */
const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
})

/** How long a push service keeps a message for an offline browser. */
const TTL_SECONDS = 24 * 3600

/** How long one push may take (the socket idle; deliverPendingNotifications also bounds the whole send). */
export const PUSH_TIMEOUT_MS = 10_000

/**
 * Loads the Web Push library (`web-push`, or the module `specifier` names) only when Web Push is configured, so the
 * gateway runs without it otherwise.
 * @throws {WebPushUnavailableError} when it is not installed.
 */
export async function importWebPush(specifier = 'web-push'): Promise<WebPushLibrary> {
  try {
    const loaded = (await import(specifier)) as WebPushLibrary & { default?: WebPushLibrary }
    return loaded.default ?? loaded
  } catch (cause) {
    throw new WebPushUnavailableError(
      'Web Push is configured (VAPID keys) but the "web-push" package is not installed: ' +
        'run `npm install web-push -w @strongroom/gateway`, or remove the VAPID settings.',
      { cause },
    )
  }
}

function parseSubscription(token: string): z.output<typeof subscriptionSchema> {
  try {
    return subscriptionSchema.parse(JSON.parse(token))
  } catch (cause) {
    throw new InvalidInputError('The device token is not a Web Push subscription (JSON with endpoint and keys).', {
      cause,
    })
  }
}

/**
 * Delivery of WEB devices' notifications through Web Push (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC
 * 8292): the device's token is its browser PushSubscription, the message is the outbox payload as JSON
 * (`{type, chainId, address, …}`, as the transaction service pushed it). A subscription's endpoint is a URL any owner
 * may register, so nothing is sent to a loopback, private or link-local address, checked on the address connected to
 * (docs/gateway-security.md §3), and a push that stalls fails after `timeoutMs`. `agentOptions` serve push services
 * behind a private certificate authority (and tests); `allowPrivateNetwork` lets pushes reach the local network
 * (tests; trusted networks only).
 * @throws {WebPushUnavailableError} when the `web-push` library is missing.
 */
export async function createWebPushSender(
  settings: WebPushSettings,
  {
    load = () => importWebPush(),
    agentOptions = {},
    allowPrivateNetwork = false,
    timeoutMs = PUSH_TIMEOUT_MS,
  }: {
    load?: () => Promise<WebPushLibrary>
    agentOptions?: AgentOptions
    allowPrivateNetwork?: boolean
    timeoutMs?: number
  } = {},
): Promise<NotificationSender> {
  const library = await load()
  const agent = new Agent({ ...agentOptions, ...(allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }) })
  return {
    deviceTypes: ['WEB'],
    send: async (notification) => {
      const subscription = parseSubscription(notification.cloudMessagingToken)
      const endpoint = new URL(subscription.endpoint)
      // IP literals never reach the lookup.
      if (!allowPrivateNetwork) requirePublicHost(endpoint)
      // The normalised URL: web-push parses the endpoint again, with Node's legacy parser.
      await library.sendNotification(
        { ...subscription, endpoint: endpoint.href },
        JSON.stringify(notification.payload),
        {
          vapidDetails: settings,
          TTL: TTL_SECONDS,
          agent,
          timeout: timeoutMs,
        },
      )
    },
  }
}
