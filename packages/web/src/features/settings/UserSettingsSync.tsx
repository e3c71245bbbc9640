import { useEffect, useMemo, useRef } from 'react'
import type { UserSettings } from '../../lib/gateway/getUserSettings'
import { useThemePreferences } from '../../theme/useThemePreferences'
import { useSignIn } from '../sign-in'

/**
 * Keeps the light/dark choice in the signed-in account's settings on the gateway (`/v1/user/settings`): on sign-in the
 * account's choice is applied here, and later changes are written back. Signed out, the choice stays in this browser
 * only. The accent colour is not part of the gateway's settings and stays local. Renders nothing.
 */
export function UserSettingsSync({ gatewayUrl }: { gatewayUrl: string }) {
  const { session } = useSignIn()
  const account = session?.address
  const [preferences, setPreferences] = useThemePreferences()
  // Loaded on first use: signed-out visitors never download these endpoints (and full zod with them).
  const api = useMemo(
    () => ({
      get: async (signal: AbortSignal) =>
        (await import('../../lib/gateway/getUserSettings')).getUserSettings({ baseUrl: gatewayUrl, signal }),
      put: async (settings: UserSettings) =>
        (await import('../../lib/gateway/putUserSettings')).putUserSettings({ baseUrl: gatewayUrl, settings }),
    }),
    [gatewayUrl],
  )
  // What the gateway holds for the current account; undefined until read (nothing is written before that).
  const remote = useRef<{ account: string; settings: UserSettings }>(undefined)
  const latest = useRef(preferences)
  latest.current = preferences

  useEffect(() => {
    remote.current = undefined
    if (!account) return
    const controller = new AbortController()
    api.get(controller.signal).then(
      (settings) => {
        remote.current = { account, settings }
        if (settings.theme !== latest.current.mode) setPreferences({ ...latest.current, mode: settings.theme })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not read your settings from the server:', error)
      },
    )
    return () => controller.abort()
  }, [account, api, setPreferences])

  useEffect(() => {
    const known = remote.current
    if (!account || !known || known.account !== account || known.settings.theme === preferences.mode) return
    const next = { ...known.settings, theme: preferences.mode }
    remote.current = { account, settings: next }
    api.put(next).then(
      (stored) => {
        if (remote.current?.account === account) remote.current = { account, settings: stored }
      },
      (error: unknown) => console.warn('Could not save your theme on the server:', error),
    )
  }, [account, preferences.mode, api])
  return null
}
