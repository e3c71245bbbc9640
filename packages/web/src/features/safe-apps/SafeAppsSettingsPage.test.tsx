import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { createSafeAppPermissions, safeAppPermissionsSafeKey } from './bridge/createSafeAppPermissions'
import { SafeAppsSettingsPage } from './SafeAppsSettingsPage'
import { CUSTOM_SAFE_APPS_KEY } from './useCustomSafeApps'

const OTHER_SAFE = '0x8464135c8F25Da09e49BC8782676a84730C318bC'

beforeEach(() => {
  localStorage.clear()
  mockGateway([])
  createSafeAppPermissions(
    localStorage,
    safeAppPermissionsSafeKey(1337, SAFE_ADDRESS, undefined),
    'https://builder.example',
  ).grant(['requestAddressBook'])
  createSafeAppPermissions(
    localStorage,
    safeAppPermissionsSafeKey(1337, OTHER_SAFE, undefined),
    'https://other.example',
  ).grant(['requestAddressBook'])
  localStorage.setItem(
    CUSTOM_SAFE_APPS_KEY,
    JSON.stringify([
      { url: 'https://tools.example/tool/', name: 'My Tool', description: 'Mine', acceptedAt: 1_700_000_000_000 },
    ]),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SafeAppsSettingsPage', () => {
  it('lists the permissions this Safe granted, by app origin, and revokes them', async () => {
    await renderWithProviders(<SafeAppsSettingsPage address={SAFE_ADDRESS} prefix="dev" />)
    const granted = screen.getByTestId('safe-app-permissions')
    expect(granted.textContent).toContain('https://builder.example')
    expect(granted.textContent).toContain('Address Book')
    expect(granted.textContent).not.toContain('https://other.example')
    fireEvent.click(within(granted).getByRole('button', { name: 'Revoke the permissions of https://builder.example' }))
    expect(screen.getByTestId('safe-app-permissions-empty')).toBeTruthy()
    expect(
      createSafeAppPermissions(
        localStorage,
        safeAppPermissionsSafeKey(1337, SAFE_ADDRESS, undefined),
        'https://builder.example',
      ).list(),
    ).toEqual([])
    expect(
      createSafeAppPermissions(
        localStorage,
        safeAppPermissionsSafeKey(1337, OTHER_SAFE, undefined),
        'https://other.example',
      ).list(),
    ).toHaveLength(1)
  })

  it('lists the accepted custom apps and removes one', async () => {
    await renderWithProviders(<SafeAppsSettingsPage address={SAFE_ADDRESS} prefix="dev" />)
    expect(screen.getByTestId('custom-safe-apps').textContent).toContain('My Tool')
    fireEvent.click(screen.getByRole('button', { name: 'Remove My Tool' }))
    expect(screen.getByTestId('custom-safe-apps-empty')).toBeTruthy()
    expect(JSON.parse(localStorage.getItem(CUSTOM_SAFE_APPS_KEY)!)).toEqual([])
  })
})
