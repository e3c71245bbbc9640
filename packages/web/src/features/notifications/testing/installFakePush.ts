import { vi } from 'vitest'

/** A PushSubscription as a browser hands it out; its endpoint would be a push service outside this machine. */
export class FakePushSubscription {
  readonly endpoint: string
  readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null }
  readonly unsubscribe = vi.fn(async () => true)

  constructor(serial: number, applicationServerKey: Uint8Array) {
    this.endpoint = `https://push.example.test/send/${serial}`
    this.options = { userVisibleOnly: true, applicationServerKey: applicationServerKey.slice().buffer }
  }

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'BPfake-p256dh', auth: 'fake-auth' } }
  }
}

/** What {@link installFakePush} installed, for assertions. */
export interface FakePush {
  serviceWorker: {
    register: ReturnType<typeof vi.fn>
    getRegistration: ReturnType<typeof vi.fn>
  }
  pushManager: {
    subscribe: ReturnType<typeof vi.fn>
    getSubscription: ReturnType<typeof vi.fn>
  }
  requestPermission: ReturnType<typeof vi.fn>
  /** The subscription the browser holds now. */
  current(): FakePushSubscription | null
  /** Removes everything installed. */
  uninstall(): void
}

/**
 * Gives happy-dom (which has neither) a service worker container, a PushManager and Notification, the browser side
 * of Web Push. They stand in for the browser's push service, which lies outside this machine: no push is ever
 * delivered here, subscriptions are made up. `permission` is what the user answers to the prompt.
 */
export function installFakePush({ permission = 'granted' }: { permission?: NotificationPermission } = {}): FakePush {
  let current: FakePushSubscription | null = null
  let serial = 0
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      serial += 1
      current = new FakePushSubscription(serial, options.applicationServerKey)
      current.unsubscribe.mockImplementation(async () => {
        current = null
        return true
      })
      return current
    }),
  }
  const registration = { active: { state: 'activated' }, pushManager }
  const serviceWorker = {
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  }
  let granted: NotificationPermission = 'default'
  const requestPermission = vi.fn(async () => {
    granted = permission
    return permission
  })
  const FakeNotification = {
    get permission() {
      return granted
    },
    requestPermission,
  }
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: serviceWorker })
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', FakeNotification)
  return {
    serviceWorker,
    pushManager,
    requestPermission,
    current: () => current,
    uninstall() {
      Reflect.deleteProperty(window.navigator, 'serviceWorker')
      vi.unstubAllGlobals()
    },
  }
}
