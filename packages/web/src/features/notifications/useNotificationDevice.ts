import { type Address, getAddress, isAddress } from 'viem'
import { useStoredState } from '../../hooks/useStoredState'
import type { NotificationDevice } from './NotificationDevice'

/** localStorage key of this browser's notification device on `chainId`. */
export function notificationDeviceKey(chainId: number): string {
  return `strongroom.notifications.${chainId}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function parseDevice(stored: unknown): NotificationDevice | null | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { uuid, safes } = stored as { uuid?: unknown; safes?: unknown }
  if (typeof uuid !== 'string' || !UUID.test(uuid) || !Array.isArray(safes)) return undefined
  const valid = safes.filter((safe): safe is Address => typeof safe === 'string' && isAddress(safe, { strict: false }))
  return { uuid, safes: valid.map((safe) => getAddress(safe)) }
}

/** This browser's notification device on `chainId` as kept in localStorage (null before the first registration). */
export function useNotificationDevice(
  chainId: number,
): [NotificationDevice | null, (device: NotificationDevice | null) => void] {
  return useStoredState(notificationDeviceKey(chainId), parseDevice, null)
}
