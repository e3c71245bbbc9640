import { describe, expect, it } from 'vitest'
import { MAIN_NAVIGATION, matchRoute, paths, SAFE_ROUTES, type SafeRouteName, sectionRoute, sectionTabs } from './index'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const ref = { prefix: 'dev', address: SAFE }

describe('matchRoute', () => {
  it('finds the screens outside any Safe, ignoring a trailing slash', () => {
    expect(matchRoute('/')).toEqual({ kind: 'app', name: 'welcome' })
    expect(matchRoute('/new-safe')).toEqual({ kind: 'app', name: 'newSafe' })
    expect(matchRoute('/add-safe/')).toEqual({ kind: 'app', name: 'addSafe' })
    expect(matchRoute('/settings')).toEqual({ kind: 'app', name: 'preferences' })
    expect(matchRoute('/address-book')).toEqual({ kind: 'app', name: 'addressBook' })
  })

  it('reads a Safe screen under the EIP-3770 prefix, decoding an escaped colon and lower-casing the prefix', () => {
    expect(matchRoute(`/dev:${SAFE}`)).toEqual({ kind: 'safe', name: 'dashboard', safe: ref, search: {} })
    expect(matchRoute(`/DEV%3A${SAFE}/nfts/`)).toEqual({ kind: 'safe', name: 'nfts', safe: ref, search: {} })
    expect(matchRoute(`/dev:${SAFE}/transactions/queue`)).toMatchObject({ name: 'transactionQueue' })
    expect(matchRoute(`/dev:${SAFE}/settings/safe-apps`)).toMatchObject({ name: 'safeApps' })
  })

  it('keeps a malformed Safe link a Safe link, so its frame can say what is wrong', () => {
    expect(matchRoute('/dev:0x1234')).toEqual({
      kind: 'safe',
      name: 'dashboard',
      safe: { prefix: 'dev', address: '0x1234' },
      search: {},
    })
  })

  it('validates search parameters, leaving them undefined when they fail', () => {
    expect(matchRoute(`/dev:${SAFE}/transactions/tx`, '?id=multisig_0x1_0x2')).toMatchObject({
      name: 'transaction',
      search: { id: 'multisig_0x1_0x2' },
    })
    expect(matchRoute(`/dev:${SAFE}/transactions/tx`, '')).toMatchObject({ name: 'transaction', search: undefined })
    expect(matchRoute(`/dev:${SAFE}/apps/open`, '?appUrl=https%3A%2F%2Fapp.example%2F')).toMatchObject({
      search: { appUrl: 'https://app.example/' },
    })
    expect(matchRoute(`/dev:${SAFE}/apps/open`, '?appUrl=javascript:alert(1)')).toMatchObject({ search: undefined })
  })

  it('answers not-found for anything else', () => {
    expect(matchRoute(`/dev:${SAFE}/nowhere`)).toEqual({ kind: 'not-found' })
    expect(matchRoute(`/${SAFE}`)).toEqual({ kind: 'not-found' })
    expect(matchRoute(`/dev:${SAFE}/assets/more`)).toEqual({ kind: 'not-found' })
    expect(matchRoute('/%E0%A4%A')).toEqual({ kind: 'not-found' })
  })
})

describe('paths', () => {
  it('writes every Safe screen checksummed under its prefix, and reads back to the same route', () => {
    expect(paths.safe({ prefix: 'dev', address: SAFE.toLowerCase() }, 'dashboard')).toBe(`/dev:${SAFE}`)
    expect(paths.safe(ref, 'messages')).toBe(`/dev:${SAFE}/transactions/messages`)
    for (const name of Object.keys(SAFE_ROUTES) as SafeRouteName[]) {
      const path = SAFE_ROUTES[name].path
      expect(matchRoute(`/dev:${SAFE}${path ? `/${path}` : ''}`)).toMatchObject({ kind: 'safe', name })
    }
  })

  it('encodes search parameters', () => {
    const tx = paths.safe(ref, 'transaction', { id: 'multisig_0x1 2' })
    expect(tx).toBe(`/dev:${SAFE}/transactions/tx?id=multisig_0x1+2`)
    const [pathname, search] = tx.split('?')
    expect(matchRoute(pathname!, `?${search}`)).toMatchObject({ search: { id: 'multisig_0x1 2' } })
    expect(paths.safe(ref, 'openApp', { appUrl: 'https://app.example/?a=1&b=2' })).toBe(
      `/dev:${SAFE}/apps/open?appUrl=https%3A%2F%2Fapp.example%2F%3Fa%3D1%26b%3D2`,
    )
  })

  it('links one multisig transaction by its safeTxHash, as the gateway ids it', () => {
    const safeTxHash = `0x${'Ab'.repeat(32)}` as const
    const tx = paths.transaction({ prefix: 'dev', address: SAFE }, safeTxHash)
    expect(tx).toBe(`/dev:${SAFE}/transactions/tx?id=multisig_${SAFE}_0x${'ab'.repeat(32)}`)
    const [pathname, search] = tx.split('?')
    expect(matchRoute(pathname!, `?${search}`)).toMatchObject({
      name: 'transaction',
      search: { id: `multisig_${SAFE}_0x${'ab'.repeat(32)}` },
    })
  })

  it('reserves the Safe{Wallet} URLs', () => {
    const reserved = [
      'transactions/queue',
      'transactions/history',
      'transactions/tx',
      'transactions/messages',
      'apps',
      'apps/open',
      'settings/setup',
      'settings/modules',
      'settings/spending-limits',
      'settings/safe-apps',
    ]
    for (const path of reserved) expect(matchRoute(`/dev:${SAFE}/${path}`).kind).toBe('safe')
  })
})

describe('navigation', () => {
  it('lists the main navigation and the tabs of each section', () => {
    expect(MAIN_NAVIGATION.map((item) => [item.label, item.href])).toEqual([
      ['Safes', '/'],
      ['Address book', '/address-book'],
      ['Settings', '/settings'],
    ])
    expect(sectionRoute('transactions')).toBe('transactionQueue')
    expect(sectionRoute('settings')).toBe('setup')
    expect(sectionTabs('settings').map((tab) => tab.label)).toEqual([
      'Setup',
      'Modules',
      'Spending limits',
      'Safe Apps',
      'Proposers',
      'Import',
    ])
    expect(sectionTabs('transactions').map((tab) => tab.label)).toEqual([
      'Queue',
      'History',
      'Messages',
      'Offline signing',
    ])
    expect(sectionTabs('assets')).toEqual([])
  })
})
