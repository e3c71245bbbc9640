import { act, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '../../testing/renderSignedIn'
import { TEST_RUNTIME_CONFIG } from '../../testing/renderWithProviders'
import { resetAfterEach } from '../../testing/resetAfterEach'
import { themePreferencesStore } from '../../theme/themePreferencesStore'
import { UserSettingsSync } from './UserSettingsSync'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The gateway's session and settings endpoints, in memory; PUT replaces the whole document as the gateway does. */
function fakeGateway(settings: Record<string, unknown>) {
  const puts: unknown[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input))
    if (pathname === '/v1/auth/me') {
      return new Response(JSON.stringify({ address: OWNER, chainId: '1337', expiresAt: Date.now() + 60_000 }))
    }
    if (pathname === '/v1/user/settings' && init?.method === 'PUT') {
      settings = JSON.parse(String(init.body)) as Record<string, unknown>
      puts.push(settings)
    }
    if (pathname === '/v1/user/settings') return new Response(JSON.stringify(settings))
    return new Response('{"code":404,"message":"Not found"}', { status: 404 })
  })
  return { fetch, puts }
}

beforeEach(() => themePreferencesStore().set({ mode: 'light', accent: 'green' }))
resetAfterEach()

describe('UserSettingsSync', () => {
  it("applies the account's theme on sign-in and writes later changes back, keeping the other settings", async () => {
    const gateway = fakeGateway({ theme: 'dark', currency: 'eur', hiddenTokens: {} })
    vi.stubGlobal('fetch', gateway.fetch)
    const { connectWallet } = await renderSignedIn(<UserSettingsSync gatewayUrl={TEST_RUNTIME_CONFIG.gatewayUrl} />, {
      account: OWNER,
      connected: false,
    })
    expect(gateway.fetch).not.toHaveBeenCalled()
    await connectWallet()
    await waitFor(() => expect(themePreferencesStore().get()).toEqual({ mode: 'dark', accent: 'green' }), {
      timeout: 10_000,
    })
    expect(gateway.puts).toEqual([])

    act(() => themePreferencesStore().set({ mode: 'system', accent: 'green' }))
    await waitFor(() => expect(gateway.puts).toEqual([{ theme: 'system', currency: 'eur', hiddenTokens: {} }]))
  }, 15_000)
})
