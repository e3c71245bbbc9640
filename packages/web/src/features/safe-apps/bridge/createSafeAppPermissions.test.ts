import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../testing/memoryStorage'
import { createSafeAppPermissions, grantedSafeAppOrigins, SAFE_APP_PERMISSIONS_KEY } from './createSafeAppPermissions'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const APP = 'https://app.example'
const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const key = (account: string) => `${account}/1337:${SAFE}`

describe('createSafeAppPermissions', () => {
  it('keeps grants per account, reading the account at each use', () => {
    const store = memoryStorage()
    let account = ALICE
    const permissions = createSafeAppPermissions(
      store,
      () => key(account),
      APP,
      () => 1,
    )
    permissions.grant(['requestAddressBook'])
    expect(permissions.has('requestAddressBook')).toBe(true)
    account = BOB
    expect(permissions.has('requestAddressBook')).toBe(false)
    expect(grantedSafeAppOrigins(store, key(BOB))).toEqual([])
    expect(grantedSafeAppOrigins(store, key(ALICE))).toEqual([APP])
  })

  it('gives grants stored before accounts were told apart to the first account that reads them, once', () => {
    const legacy = { [`1337:${SAFE}`]: { [APP]: [{ parentCapability: 'requestAddressBook', invoker: APP, date: 1 }] } }
    const store = memoryStorage({ [SAFE_APP_PERMISSIONS_KEY]: legacy })
    // Without an account nothing moves.
    expect(createSafeAppPermissions(store, key('no-account'), APP).has('requestAddressBook')).toBe(false)
    expect(createSafeAppPermissions(store, key(ALICE), APP).has('requestAddressBook')).toBe(true)
    expect(createSafeAppPermissions(store, key(BOB), APP).has('requestAddressBook')).toBe(false)
    expect(JSON.parse(store.items.get(SAFE_APP_PERMISSIONS_KEY)!)).toEqual({ [key(ALICE)]: legacy[`1337:${SAFE}`] })
  })
})
