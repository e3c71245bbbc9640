import type { UserSettings } from '@strongroom/protocol'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type Address, zeroAddress } from 'viem'
import { gatewayKeys } from '../../lib/query/gatewayKeys'
import { userSettingsQuery } from '../../lib/query/userSettingsQuery'
import { useThemePreferences } from '../../theme/useThemePreferences'
import { useSignIn } from '../sign-in'

/**
 * Keeps the light/dark choice in the signed-in account's settings on the gateway (`/v1/user/settings`): on sign-in the
 * account's choice is applied here, and later changes are written back. Signed out, the choice stays in this browser
 * only (nothing is requested). The accent colour is not part of the gateway's settings and stays local. Renders
 * nothing.
 */
export function UserSettingsSync({ gatewayUrl }: { gatewayUrl: string }) {
  const { session } = useSignIn()
  const account = session?.address as Address | undefined
  const [preferences, setPreferences] = useThemePreferences()
  const queryClient = useQueryClient()
  // The key needs an account; signed out, the query stays idle.
  const remote = useQuery({
    ...userSettingsQuery({ gatewayUrl }, account ?? zeroAddress),
    enabled: account !== undefined,
  })
  const latest = useRef(preferences)
  latest.current = preferences

  // The account's settings arrived (sign-in, or a change made on another device): apply its theme here.
  const remoteTheme = account ? remote.data?.theme : undefined
  useEffect(() => {
    if (remoteTheme && remoteTheme !== latest.current.mode) setPreferences({ ...latest.current, mode: remoteTheme })
  }, [remoteTheme, setPreferences])

  useEffect(() => {
    if (!account) return
    const key = gatewayKeys.userSettings(gatewayUrl, account)
    const known = queryClient.getQueryData<UserSettings>(key)
    if (!known || known.theme === preferences.mode) return
    // PUT replaces the whole document: the fields this app does not read go back as they came.
    const next = { ...known, theme: preferences.mode }
    queryClient.setQueryData(key, next)
    import('../../lib/gateway/putUserSettings')
      .then(({ putUserSettings }) => putUserSettings({ baseUrl: gatewayUrl, settings: next }))
      .then(
        (stored) => queryClient.setQueryData(key, stored),
        (error: unknown) => console.warn('Could not save your theme on the server:', error),
      )
  }, [account, preferences.mode, gatewayUrl, queryClient])
  return null
}
