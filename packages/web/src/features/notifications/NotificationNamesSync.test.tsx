import { act, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { OWNERS, SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { renderWithProviders, TEST_RUNTIME_CONFIG } from '../../testing/renderWithProviders'
import { resetAfterEach } from '../../testing/resetAfterEach'
import { useAddressBook } from '../address-book'
import { addedSafesKey, useSafeNames } from '../safes'
import { NotificationNamesSync } from './NotificationNamesSync'
import { loadNotificationsWorker } from './testing/loadNotificationsWorker'
import { memoryCacheStorage } from './testing/memoryCacheStorage'
import { notificationDeviceKey, useNotificationDevice } from './useNotificationDevice'

resetAfterEach()

const OWNER: Address = OWNERS[1]
const DEVICE = { uuid: '5f0c6a4e-7d0b-4c7a-9a53-2b1f4f1e8c11', safes: [SAFE_ADDRESS] }
const CONFIRMATION = JSON.stringify({ type: 'NEW_CONFIRMATION', chainId: '1337', address: SAFE_ADDRESS, owner: OWNER })

/** The app's stores as a person changes them: Rename, the address book, Settings → Notifications. */
let stores: {
  rename(name: string): void
  addToBook(name: string): Promise<void>
  removeFromBook(): Promise<void>
  turnOff(): void
}

function Stores() {
  const names = useSafeNames(1337)
  const book = useAddressBook()
  const [, setDevice] = useNotificationDevice(1337)
  stores = {
    rename: (name) => names.rename(SAFE_ADDRESS, name),
    addToBook: (name) => book.upsert({ chainId: 1337, address: OWNER, name }),
    removeFromBook: () => book.remove(1337, OWNER),
    turnOff: () => setDevice(null),
  }
  return null
}

/** The app with its names sync, and the notifications worker reading the same Cache API. */
async function start() {
  const caches = memoryCacheStorage()
  vi.stubGlobal('caches', caches)
  await renderWithProviders(
    <>
      <Stores />
      <NotificationNamesSync chains={TEST_RUNTIME_CONFIG.chains} />
    </>,
  )
  const worker = loadNotificationsWorker([], { caches, origin: window.location.origin })
  /** The text of the notification the worker shows for `payload` now. */
  const shown = async (payload = CONFIRMATION) => {
    worker.scope.registration.showNotification.mockClear()
    await worker.push(payload)
    return worker.scope.registration.showNotification.mock.calls[0]?.[1].body
  }
  return { shown }
}

describe('NotificationNamesSync', () => {
  it("gives the worker a renamed Safe's new name, and the address book's name of the owner who confirmed", async () => {
    window.localStorage.setItem(notificationDeviceKey(1337), JSON.stringify(DEVICE))
    window.localStorage.setItem(addedSafesKey(1337), JSON.stringify([{ address: SAFE_ADDRESS, name: 'Added as' }]))
    const { shown } = await start()
    await waitFor(async () => expect(await shown()).toBe('0x7099…79C8 confirmed a transaction of Added as.'))

    act(() => stores.rename('Treasury'))
    await waitFor(async () => expect(await shown()).toBe('0x7099…79C8 confirmed a transaction of Treasury.'))
    act(() => stores.rename('Payroll \u202Egnp.exe'))
    await act(() => stores.addToBook('Alice'))
    // Shown names are cleaned (docs/web-security.md §2.10): no bidi override reaches the notification.
    await waitFor(async () => expect(await shown()).toBe('Alice confirmed a transaction of Payroll gnp.exe.'))
    // The signed-out address book outlives a test's localStorage (one store per page).
    await act(() => stores.removeFromBook())
  })

  it('keeps no names while this browser receives no notifications of the chain', async () => {
    window.localStorage.setItem(notificationDeviceKey(1337), JSON.stringify(DEVICE))
    window.localStorage.setItem('strongroom.safeNames', JSON.stringify({ 1337: { [SAFE_ADDRESS]: 'Treasury' } }))
    const { shown } = await start()
    await waitFor(async () => expect(await shown()).toBe('0x7099…79C8 confirmed a transaction of Treasury.'))
    act(() => stores.turnOff())
    await waitFor(async () => expect(await shown()).toBe('0x7099…79C8 confirmed a transaction of Safe 0xd9f8…D172.'))
  })
})
