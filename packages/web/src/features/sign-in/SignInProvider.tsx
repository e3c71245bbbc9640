import { type AuthenticationStatus, RainbowKitAuthenticationProvider } from '@rainbow-me/rainbowkit'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { authSessionQueryKey } from './authSessionQueryKey'
import type { SessionLookup } from './createAuthApi'
import { createGatewayAuthAdapter } from './createGatewayAuthAdapter'
import { loadAuthApi } from './loadAuthApi'
import { SignInContext, type SignInState } from './SignInContext'

/**
 * Optional Sign-In with Ethereum against the gateway, through RainbowKit's authentication flow. Place it outside
 * RainbowKitProvider (RainbowKit reads its context) and render SignInFlow inside it.
 *
 * RainbowKit's flow assumes sign-in is required: with authentication enabled and no session it offers only "Verify
 * your account". Here it is enabled only while the connected account holds a session or the user asked to sign in,
 * so a connected wallet works signed out like any other.
 */
export function SignInProvider({ gatewayUrl, children }: { gatewayUrl: string; children: ReactNode }) {
  const queryClient = useQueryClient()
  const queryKey = useMemo(() => authSessionQueryKey(gatewayUrl), [gatewayUrl])
  const { address, status: accountStatus } = useAccount()
  const api = useMemo(() => {
    let loaded: ReturnType<typeof loadAuthApi> | undefined
    return () => {
      loaded ??= loadAuthApi(gatewayUrl)
      return loaded
    }
  }, [gatewayUrl])
  // A session only counts for a connected wallet, so a visitor without one costs the gateway (and the page) nothing.
  const lookup = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await api()).session(signal),
    enabled: accountStatus === 'connected',
    staleTime: 5 * 60_000,
    // An unreachable gateway only means "not signed in" for this widget; the app keeps working.
    retry: 1,
  })
  const [requested, setRequested] = useState(false)

  const heldSession = lookup.data?.kind === 'signed-in' ? lookup.data.session : null
  const session =
    heldSession && address && accountStatus === 'connected' && isAddressEqual(heldSession.address, address)
      ? heldSession
      : null
  const sessionRef = useRef(heldSession)
  sessionRef.current = heldSession

  const adapter = useMemo(
    () =>
      createGatewayAuthAdapter({
        api,
        origin: window.location.origin,
        hasSession: () => sessionRef.current !== null,
        onSignedIn: (signedIn) => {
          const lookup: SessionLookup = { kind: 'signed-in', session: signedIn }
          queryClient.setQueryData(queryKey, lookup)
          setRequested(false)
        },
        onSignedOut: () => {
          const lookup: SessionLookup = { kind: 'signed-out' }
          queryClient.setQueryData(queryKey, lookup)
        },
      }),
    [api, queryClient, queryKey],
  )

  // A session of another account (the wallet switched accounts while the page was closed) must not linger.
  useEffect(() => {
    if (accountStatus === 'connected' && address && heldSession && !isAddressEqual(heldSession.address, address)) {
      void adapter.signOut()
    }
  }, [accountStatus, address, heldSession, adapter])

  // Sessions end on the gateway's clock; look again when this one is due to expire.
  useEffect(() => {
    if (!heldSession) return
    const delay = Math.max(0, heldSession.expiresAt - Date.now())
    const timer = setTimeout(() => queryClient.invalidateQueries({ queryKey }), Math.min(delay, 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [heldSession, queryClient, queryKey])

  const cancelSignIn = useCallback(() => setRequested(false), [])
  const requestSignIn = useCallback(() => setRequested(true), [])
  const signOut = useCallback(() => adapter.signOut(), [adapter])
  const available = lookup.data !== undefined && lookup.data.kind !== 'unsupported'
  const state = useMemo<SignInState>(
    () => ({
      status: session ? 'signed-in' : !available ? 'unavailable' : requested ? 'signing-in' : 'signed-out',
      session,
      requestSignIn,
      cancelSignIn,
      signOut,
    }),
    [session, available, requested, requestSignIn, cancelSignIn, signOut],
  )
  const rainbowStatus: AuthenticationStatus = session ? 'authenticated' : 'unauthenticated'

  return (
    <SignInContext.Provider value={state}>
      <RainbowKitAuthenticationProvider
        adapter={adapter}
        status={rainbowStatus}
        enabled={Boolean(session) || (requested && accountStatus === 'connected')}
      >
        {children}
      </RainbowKitAuthenticationProvider>
    </SignInContext.Provider>
  )
}
