import type { AuthSession } from '@strongroom/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { type Address, getAddress, isAddress, isAddressEqual } from 'viem'
import { useAccount, useAccountEffect, useConfig } from 'wagmi'
import { signMessage } from 'wagmi/actions'
import { useStoredState } from '../../hooks/useStoredState'
import type { SessionLookup } from '../../lib/gateway/getAuthSession'
import { authSessionQuery } from '../../lib/query/authSessionQuery'
import { gatewayKeys } from '../../lib/query/gatewayKeys'
import { SignInContext, type SignInState } from './SignInContext'
import { SignInError } from './SignInError'
import { signedInHintKey } from './signedInHintKey'

const parseAccount = (stored: unknown): Address | undefined =>
  typeof stored === 'string' && isAddress(stored) ? getAddress(stored) : undefined

/**
 * Optional Sign-In with Ethereum against the gateway, for the whole app. Signing in is never required: the dialog
 * (SignInFlow) opens only when asked, and closing it leaves the wallet connected.
 *
 * Nothing that needs a session is requested without one: the gateway is asked for the session (`GET /v1/auth/me`)
 * only when this browser signed in on it before with the connected account (kept in localStorage as a hint, not a
 * credential: the cookie is the credential), so a visitor who never signed in causes no 401 at all.
 */
export function SignInProvider({ gatewayUrl, children }: { gatewayUrl: string; children: ReactNode }) {
  const queryClient = useQueryClient()
  const wagmiConfig = useConfig()
  const { address, chainId, status: accountStatus } = useAccount()
  const connected = accountStatus === 'connected' && address !== undefined
  const [hint, setHint] = useStoredState<Address | undefined>(signedInHintKey(gatewayUrl), parseAccount, undefined)
  const hinted = connected && hint !== undefined && isAddressEqual(hint, address)
  const sessionQuery = authSessionQuery({ gatewayUrl })
  const lookup = useQuery({ ...sessionQuery, enabled: hinted })
  const [requested, setRequested] = useState(false)
  const [unsupported, setUnsupported] = useState(false)

  const heldSession = lookup.data?.kind === 'signed-in' ? lookup.data.session : null
  const session = heldSession && connected && isAddressEqual(heldSession.address, address) ? heldSession : null

  const setLookup = useCallback(
    (next: SessionLookup) => queryClient.setQueryData(sessionQuery.queryKey, next),
    [queryClient, sessionQuery.queryKey],
  )

  const signOut = useCallback(async () => {
    setHint(undefined)
    if (queryClient.getQueryData<SessionLookup>(sessionQuery.queryKey)?.kind !== 'signed-in') return
    try {
      const { signOut: logout } = await import('../../lib/gateway/signOut')
      await logout({ baseUrl: gatewayUrl })
    } catch (error) {
      // The cookie expires anyway; the page stops acting as signed in either way.
      console.warn('The gateway could not be told to end the session:', error)
    }
    setLookup({ kind: 'signed-out' })
    queryClient.removeQueries({ queryKey: gatewayKeys.accounts(gatewayUrl) })
  }, [gatewayUrl, queryClient, sessionQuery.queryKey, setHint, setLookup])

  // The gateway no longer knows the session (expired, or ended elsewhere): forget the hint too.
  useEffect(() => {
    if (lookup.data?.kind === 'signed-out' && hint !== undefined) setHint(undefined)
    if (lookup.data?.kind === 'unsupported') setUnsupported(true)
  }, [lookup.data, hint, setHint])

  // A session of another account (the wallet switched accounts while the page was closed) must not linger.
  useEffect(() => {
    if (connected && heldSession && !isAddressEqual(heldSession.address, address)) void signOut()
  }, [connected, address, heldSession, signOut])

  // Disconnecting the wallet ends the session: the next person at this browser starts signed out.
  useAccountEffect({
    onDisconnect: () => {
      setRequested(false)
      void signOut()
    },
  })

  // Sessions end on the gateway's clock; look again when this one is due to expire.
  useEffect(() => {
    if (!heldSession) return
    const delay = Math.max(0, heldSession.expiresAt - Date.now())
    const timer = setTimeout(
      () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      Math.min(delay, 2 ** 31 - 1),
    )
    return () => clearTimeout(timer)
  }, [heldSession, queryClient, sessionQuery.queryKey])

  const attempt = useMutation({
    mutationFn: async (): Promise<AuthSession> => {
      if (!address || chainId === undefined) throw new SignInError('Connect a wallet first.', 'prepare')
      // The sign-in endpoints and protocol's message builder are a chunk of their own, loaded when asked for.
      const { signIn } = await import('./signIn')
      return signIn({
        gatewayUrl,
        origin: window.location.origin,
        address,
        chainId,
        signMessage: (message) => signMessage(wagmiConfig, { account: address, message }),
      })
    },
    onSuccess: (signedIn) => {
      setLookup({ kind: 'signed-in', session: signedIn })
      setHint(getAddress(signedIn.address))
      setRequested(false)
    },
    onError: (error) => {
      if (error instanceof SignInError && error.details.unsupported === true) {
        setUnsupported(true)
        setRequested(false)
      }
    },
  })
  const { reset, mutate } = attempt

  const requestSignIn = useCallback(() => {
    reset()
    setRequested(true)
  }, [reset])
  const cancelSignIn = useCallback(() => {
    reset()
    setRequested(false)
  }, [reset])
  const confirmSignIn = useCallback(() => mutate(), [mutate])
  const signInError = attempt.error
    ? attempt.error instanceof SignInError
      ? attempt.error.message
      : 'Signing in failed. Try again.'
    : undefined

  const available = !unsupported && lookup.data?.kind !== 'unsupported'
  const state = useMemo<SignInState>(
    () => ({
      status: session ? 'signed-in' : !available ? 'unavailable' : requested && connected ? 'signing-in' : 'signed-out',
      connected,
      session,
      requestSignIn,
      cancelSignIn,
      confirmSignIn,
      confirming: attempt.isPending,
      signInError,
      signOut,
    }),
    [
      session,
      available,
      requested,
      connected,
      requestSignIn,
      cancelSignIn,
      confirmSignIn,
      attempt.isPending,
      signInError,
      signOut,
    ],
  )

  return <SignInContext.Provider value={state}>{children}</SignInContext.Provider>
}
