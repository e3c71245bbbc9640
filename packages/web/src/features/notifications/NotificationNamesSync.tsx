import { useEffect } from 'react'
import type { ChainConfig } from '../../lib/parseRuntimeConfig'
import { useAddressBook } from '../address-book'
import { useAddressName } from '../safes'
import { collectNotificationNames } from './collectNotificationNames'
import { saveNotificationNames } from './notificationNamesCache'
import { useNotificationDevice } from './useNotificationDevice'

// Saves run one after the other, so an older list never lands after a newer one.
let saving: Promise<void> = Promise.resolve()

/**
 * Keeps the notifications worker's copy of the names in step with the names shown here (docs/notifications.md): for
 * each served chain on which this browser receives notifications, the followed Safes and the address book's addresses
 * (owners who confirm) by the name the app gives them; no copy for a chain without notifications. Renders nothing.
 */
export function NotificationNamesSync({ chains }: { chains: readonly ChainConfig[] }) {
  return chains.map((chain) => <ChainNotificationNames key={chain.chainId} chainId={chain.chainId} />)
}

function ChainNotificationNames({ chainId }: { chainId: number }) {
  const [device] = useNotificationDevice(chainId)
  const nameOf = useAddressName(chainId)
  const { entries } = useAddressBook()
  const followed = device?.safes ?? []
  // Compared as text, so a re-render that changes no name writes nothing.
  const names =
    followed.length === 0
      ? null
      : JSON.stringify(
          collectNotificationNames(nameOf, [
            ...followed,
            ...entries.filter((entry) => entry.chainId === chainId).map((entry) => entry.address),
          ]),
        )
  useEffect(() => {
    saving = saving.then(() => saveNotificationNames(chainId, names === null ? null : JSON.parse(names)))
  }, [chainId, names])
  return null
}
