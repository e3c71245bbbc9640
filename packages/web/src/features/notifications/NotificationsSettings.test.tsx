import { getDeviceRegistrationHash } from '@strongroom/protocol'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, type Hex, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RuntimeConfigContext } from '../../hooks/useRuntimeConfig'
import { OWNERS, SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderSignedIn } from '../../testing/renderSignedIn'
import { TEST_RUNTIME_CONFIG } from '../../testing/renderWithProviders'
import { addedSafesKey } from '../safes'
import { NotificationsSettings } from './NotificationsSettings'
import { type FakePush, installFakePush } from './testing/installFakePush'
import { notificationDeviceKey } from './useNotificationDevice'
import { vapidKeyToBytes } from './vapidKeyToBytes'

// Push delivery itself needs the browser's push service, which lies outside this machine: these tests cover everything
// up to it with fakes of the service worker container, PushManager and Notification (testing/installFakePush).
const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
const SECOND_SAFE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const WATCHED_SAFE: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
// The connected wallet's key: the wallet is outside this machine, this account signs in its place.
const owner = privateKeyToAccount(generatePrivateKey())

let push: FakePush | undefined

afterEach(() => {
  cleanup()
  push?.uninstall()
  push = undefined
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

/**
 * The gateway (session of `owner`, its Safes, the notification routes) and the wallet: wagmi's mock connector
 * forwards a message signature to the RPC URL as `eth_sign` (anvil's EIP-191 signing), where `owner` answers it.
 */
function backend({ signedIn = true }: { signedIn?: boolean } = {}) {
  const fetchMock = mockGateway([
    [
      '/v1/auth/me',
      signedIn
        ? { address: owner.address, chainId: '1337', expiresAt: Date.now() + 3_600_000 }
        : () => Response.json({ code: 401, message: 'Not signed in' }, { status: 401 }),
    ],
    [`/v1/chains/1337/owners/${owner.address}/safes`, { safes: [SAFE_ADDRESS, SECOND_SAFE] }],
    ['/v1/auth/logout', () => new Response(null, { status: 200 })],
    ['/v1/register/notifications', () => new Response(null, { status: 200 })],
    [/^\/v1\/chains\/1337\/notifications\/devices\//, () => new Response(null, { status: 200 })],
  ])
  const gateway = fetchMock.getMockImplementation()!
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== new URL(TEST_RUNTIME_CONFIG.rpcUrl).origin) return gateway(input, init)
    const request = JSON.parse(String(init?.body)) as { id: number; method: string; params: [Address, Hex] }
    if (request.method !== 'eth_sign') throw new Error(`the wallet does not answer ${request.method} here`)
    const result = await owner.signMessage({ message: { raw: request.params[1] } })
    return Response.json({ jsonrpc: '2.0', id: request.id, result })
  })
  const requests = (method: string, pattern: RegExp) =>
    fetchMock.mock.calls
      .filter(([input, init]) => (init?.method ?? 'GET') === method && pattern.test(new URL(String(input)).pathname))
      .map(([input, init]) => ({
        path: new URL(String(input)).pathname,
        init,
        body: JSON.parse(String(init?.body ?? 'null')),
      }))
  return {
    registrations: () => requests('POST', /\/register\/notifications$/),
    deletions: () => requests('DELETE', /./),
  }
}

async function renderSettings({ vapid = true, account = owner.address as Address } = {}) {
  // This browser signed in before (the app looks the session up only then); the gateway decides if it still holds.
  const config = { ...TEST_RUNTIME_CONFIG, ...(vapid ? { vapidPublicKey: VAPID } : {}) }
  return renderSignedIn(
    <RuntimeConfigContext.Provider value={config}>
      <NotificationsSettings />
    </RuntimeConfigContext.Provider>,
    { account },
  )
}

const row = async (safe: Address) =>
  (await screen.findAllByTestId('notification-safe')).find((item) => item.textContent?.includes(safe))!

/** Turns notifications on for `safe` in its row and waits until the row says so. */
async function turnOn(safe: Address) {
  fireEvent.click(within(await row(safe)).getByRole('button', { name: 'Notify me about this Safe' }))
  await within(await row(safe)).findByText('Notifications on')
}

describe('Settings → Notifications', () => {
  it('asks to sign in when signed out', async () => {
    backend({ signedIn: false })
    push = installFakePush()
    await renderSettings()
    expect((await screen.findByTestId('notifications-sign-in')).textContent).toBe('Sign in to manage notifications.')
    expect(await screen.findByText(/Use “Sign in” at the top of the page/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("says why notifications are unavailable without the gateway's VAPID key", async () => {
    backend()
    push = installFakePush()
    await renderSettings({ vapid: false })
    expect((await screen.findByTestId('notifications-unavailable')).textContent).toMatch(/no Web Push key configured/)
  })

  it('says why notifications are unavailable in a browser without service workers or the Push API', async () => {
    backend()
    await renderSettings()
    expect((await screen.findByTestId('notifications-unavailable')).textContent).toMatch(
      /not available in this browser: it lacks service workers or the Push API/,
    )
  })

  it("subscribes, signs the registration with the owner's wallet and registers the Safe", async () => {
    const gateway = backend()
    push = installFakePush()
    await renderSettings()
    const first = await row(SAFE_ADDRESS)
    expect(within(await row(SECOND_SAFE)).getByRole('button', { name: 'Notify me about this Safe' })).toBeTruthy()

    fireEvent.click(within(first).getByRole('button', { name: 'Notify me about this Safe' }))
    await within(first).findByText('Notifications on')

    expect(push.requestPermission).toHaveBeenCalledTimes(1)
    expect(push.serviceWorker.register).toHaveBeenCalledWith('/notifications-sw.js')
    expect(push.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyToBytes(VAPID),
    })
    const [registration] = gateway.registrations()
    expect(registration?.init?.credentials).toBe('include')
    const body = registration!.body
    expect(body).toMatchObject({
      cloudMessagingToken: JSON.stringify(push.current()),
      deviceType: 'WEB',
      bundle: window.location.host,
      buildNumber: '0',
      safeRegistrations: [{ chainId: '1337', safes: [SAFE_ADDRESS] }],
    })
    expect(body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Math.abs(Number(body.timestamp) - Date.now() / 1000)).toBeLessThan(60)
    // The owner signed the registration hash of exactly what was sent (EIP-191, as wallets sign).
    const hash = getDeviceRegistrationHash({ ...body, safes: body.safeRegistrations[0].safes })
    const [signature] = body.safeRegistrations[0].signatures
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(owner.address)
    expect(JSON.parse(localStorage.getItem(notificationDeviceKey(1337))!)).toEqual({
      uuid: body.uuid,
      safes: [SAFE_ADDRESS],
    })
  })

  it('registers the whole list again for a second Safe, on the same device and subscription', async () => {
    const gateway = backend()
    push = installFakePush()
    await renderSettings()
    await turnOn(SAFE_ADDRESS)
    await turnOn(SECOND_SAFE)

    const [first, second] = gateway.registrations().map((request) => request.body)
    expect(second.uuid).toBe(first.uuid)
    expect(second.cloudMessagingToken).toBe(first.cloudMessagingToken)
    expect(second.safeRegistrations[0].safes).toEqual([SAFE_ADDRESS, SECOND_SAFE])
    expect(push.pushManager.subscribe).toHaveBeenCalledTimes(1)
  })

  it('stops one Safe, and turns notifications off in this browser', async () => {
    const gateway = backend()
    push = installFakePush()
    await renderSettings()
    await turnOn(SAFE_ADDRESS)
    await turnOn(SECOND_SAFE)
    const { uuid } = gateway.registrations()[0]!.body

    fireEvent.click(within(await row(SAFE_ADDRESS)).getByRole('button', { name: 'Stop notifications' }))
    await within(await row(SAFE_ADDRESS)).findByRole('button', { name: 'Notify me about this Safe' })
    expect(gateway.deletions().map((request) => request.path)).toEqual([
      `/v1/chains/1337/notifications/devices/${uuid}/safes/${SAFE_ADDRESS}`,
    ])

    const subscription = push.current()!
    fireEvent.click(screen.getByRole('button', { name: 'Turn off notifications in this browser' }))
    await within(await row(SECOND_SAFE)).findByRole('button', { name: 'Notify me about this Safe' })
    expect(gateway.deletions().at(-1)?.path).toBe(`/v1/chains/1337/notifications/devices/${uuid}`)
    expect(subscription.unsubscribe).toHaveBeenCalled()
    expect(localStorage.getItem(notificationDeviceKey(1337))).toBe('null')
    expect(screen.queryByRole('button', { name: 'Turn off notifications in this browser' })).toBeNull()
  })

  it('lists an added Safe it does not own without offering notifications', async () => {
    backend()
    push = installFakePush()
    localStorage.setItem(addedSafesKey(1337), JSON.stringify([{ address: WATCHED_SAFE, name: 'Watched' }]))
    await renderSettings()
    const watched = await row(WATCHED_SAFE)
    expect(watched.textContent).toContain('Only its owners can get notifications for it.')
    expect(within(watched).queryByRole('button', { name: /Notify/ })).toBeNull()
  })

  it('registers nothing when the browser blocks notifications, and says how to allow them', async () => {
    const gateway = backend()
    push = installFakePush({ permission: 'denied' })
    await renderSettings()
    const first = await row(SAFE_ADDRESS)
    fireEvent.click(within(first).getByRole('button', { name: 'Notify me about this Safe' }))
    expect((await within(first).findByRole('alert')).textContent).toMatch(/^Notifications are blocked for this site/)
    expect(push.pushManager.subscribe).not.toHaveBeenCalled()
    expect(gateway.registrations()).toEqual([])
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Notify me about this Safe' }).hasAttribute('disabled')).toBe(
        false,
      ),
    )
  })

  it('is offered to the signed-in account only', async () => {
    backend()
    push = installFakePush()
    // The session belongs to `owner`; another connected account counts as signed out.
    await renderSettings({ account: OWNERS[2] })
    expect(await screen.findByTestId('notifications-sign-in')).toBeTruthy()
  })
})
