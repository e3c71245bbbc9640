import { sanitizeDisplayText } from '@strongroom/protocol'
import type { NotificationNames } from './notificationNamesCache'

/**
 * The names the notifications worker needs, lower-case address → name: each of `addresses` that `nameOf` names, the
 * name cleaned as every shown name is (docs/web-security.md §2.10; a notification is drawn by the system, which isolates
 * nothing). Addresses without a name are left out: the worker shows them shortened.
 */
export function collectNotificationNames(
  nameOf: (address: string) => string | undefined,
  addresses: Iterable<string>,
): NotificationNames {
  const names: Record<string, string> = {}
  for (const address of addresses) {
    const name = sanitizeDisplayText(nameOf(address) ?? '')
    if (name !== '') names[address.toLowerCase()] = name
  }
  return names
}
