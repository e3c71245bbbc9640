import { useId, useMemo, useState } from 'react'
import { type Address, getAddress } from 'viem'
import { useSignMessage } from 'wagmi'
import { AddressDisplay } from '../../components/AddressDisplay'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { unregisterNotificationDevice } from '../../lib/gateway/unregisterNotificationDevice'
import { unregisterNotificationSafe } from '../../lib/gateway/unregisterNotificationSafe'
import { useAddedSafes } from '../safes'
import { describeNotificationError } from './describeNotificationError'
import { notificationClient } from './notificationClient'
import { registerSafeNotifications } from './registerSafeNotifications'
import { requestNotificationPermission } from './requestNotificationPermission'
import { subscribeToPush } from './subscribeToPush'
import { unsubscribeFromPush } from './unsubscribeFromPush'
import { useNotificationDevice } from './useNotificationDevice'
import { useSafesOwnedBy } from './useSafesOwnedBy'
import './notifications.css'
import { Button } from '../../components/Button'
import { FormActions, FormMessage } from '../../components/FormField'

type Action = { safe: Address | 'all'; kind: 'notify' | 'stop' | 'off' }

/**
 * The Safes the signed-in `account` owns or added, each with "Notify me about this Safe" or "Stop notifications", and
 * "Turn off notifications in this browser". Turning one on asks for the notification permission, subscribes this
 * browser to pushes with the gateway's VAPID key, has the wallet sign the registration (docs/gateway-api.md §4.19) and
 * registers the whole new list of followed Safes, since the gateway replaces it.
 */
export function SafeNotificationsList({ account, vapidPublicKey }: { account: Address; vapidPublicKey: string }) {
  const id = useId()
  const { chainId, gatewayUrl } = useRuntimeConfig()
  const owned = useSafesOwnedBy(account)
  const added = useAddedSafes(chainId)
  const [device, setDevice] = useNotificationDevice(chainId)
  const { signMessageAsync } = useSignMessage()
  const [pending, setPending] = useState<Action>()
  const [failure, setFailure] = useState<{ safe: Address | 'all'; message: string }>()

  const ownedSafes = useMemo(() => new Set((owned.data?.safes ?? []).map((safe) => getAddress(safe))), [owned.data])
  const followed = new Set(device?.safes ?? [])
  const safes = [...new Set([...ownedSafes, ...added.safes.map((safe) => safe.address), ...(device?.safes ?? [])])]

  const run = async (action: Action, work: () => Promise<void>) => {
    setPending(action)
    setFailure(undefined)
    try {
      await work()
    } catch (error) {
      setFailure({ safe: action.safe, message: describeNotificationError(error) })
    } finally {
      setPending(undefined)
    }
  }

  const notify = (safe: Address) =>
    run({ safe, kind: 'notify' }, async () => {
      await requestNotificationPermission()
      // Only Safes this account owns may be registered by it; one followed for another account drops out.
      const list = [...(device?.safes ?? []).filter((followedSafe) => ownedSafes.has(followedSafe)), safe]
      const registered = await registerSafeNotifications({
        gatewayUrl,
        chainId,
        device,
        safes: list,
        client: notificationClient(),
        subscribe: (renew) => subscribeToPush({ vapidPublicKey, renew }),
        signHash: (hash) => signMessageAsync({ account, message: { raw: hash } }),
      })
      setDevice(registered)
    })

  const stop = (safe: Address) =>
    run({ safe, kind: 'stop' }, async () => {
      if (!device) return
      await unregisterNotificationSafe({ baseUrl: gatewayUrl, chainId, uuid: device.uuid, safe })
      setDevice({ ...device, safes: device.safes.filter((followedSafe) => followedSafe !== safe) })
    })

  const turnOff = () =>
    run({ safe: 'all', kind: 'off' }, async () => {
      if (!device) return
      await unregisterNotificationDevice({ baseUrl: gatewayUrl, chainId, uuid: device.uuid })
      await unsubscribeFromPush()
      setDevice(null)
    })

  const blocked = typeof Notification !== 'undefined' && Notification.permission === 'denied'
  return (
    <div className="safe-notifications">
      <p>
        Get a browser notification when a transaction is proposed, confirmed or executed, when a Safe receives a
        transfer, and when a message needs signatures, even while Strongroom is closed.
      </p>
      {blocked && (
        <FormMessage tone="error">
          Notifications are blocked for this site: allow them in the browser's site settings to receive any.
        </FormMessage>
      )}
      {owned.status === 'pending' && <FormMessage tone="hint">Loading your Safes…</FormMessage>}
      {owned.status === 'error' && (
        <FormMessage tone="error">
          The Safes you own could not be loaded; only the Safes you added are listed.
        </FormMessage>
      )}
      {owned.status !== 'pending' && safes.length === 0 && (
        <FormMessage tone="hint">You own no Safe on this network yet.</FormMessage>
      )}
      <ul className="safe-notifications__list">
        {safes.map((safe) => {
          const isFollowed = followed.has(safe)
          const busy = pending?.safe === safe
          // Every row has the same button text: its Safe describes it to screen readers.
          const safeId = `${id}-${safe}`
          return (
            <li key={safe} className="safe-notifications__item" data-testid="notification-safe" aria-busy={busy}>
              <span id={safeId}>
                <AddressDisplay address={safe} />
              </span>
              {isFollowed && <span className="safe-notifications__on">Notifications on</span>}
              {isFollowed ? (
                <Button
                  type="button"
                  aria-describedby={safeId}
                  disabled={pending !== undefined}
                  onClick={() => void stop(safe)}
                >
                  {busy ? 'Stopping…' : 'Stop notifications'}
                </Button>
              ) : ownedSafes.has(safe) ? (
                <Button
                  type="button"
                  aria-describedby={safeId}
                  disabled={pending !== undefined}
                  onClick={() => void notify(safe)}
                >
                  {busy ? 'Waiting for the browser and the wallet…' : 'Notify me about this Safe'}
                </Button>
              ) : (
                <FormMessage tone="hint" as="span">
                  Only its owners can get notifications for it.
                </FormMessage>
              )}
              {failure?.safe === safe && (
                <FormMessage tone="error" className="safe-notifications__error">
                  {failure.message}
                </FormMessage>
              )}
            </li>
          )
        })}
      </ul>
      {device && device.safes.length > 0 && (
        <FormActions>
          <Button type="button" disabled={pending !== undefined} onClick={() => void turnOff()}>
            {pending?.kind === 'off' ? 'Turning off…' : 'Turn off notifications in this browser'}
          </Button>
        </FormActions>
      )}
      {failure?.safe === 'all' && <FormMessage tone="error">{failure.message}</FormMessage>}
    </div>
  )
}
