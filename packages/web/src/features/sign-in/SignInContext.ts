import type { AuthSession } from '@strongroom/protocol'
import { createContext } from 'react'

/**
 * Where the user stands with the gateway's sign-in:
 * - `unavailable`: the gateway offers no sign-in (or cannot be reached); everything works signed out;
 * - `signed-out`: a wallet may be connected but no session matches it;
 * - `signing-in`: the "Verify your account" dialog is up;
 * - `signed-in`: the gateway holds a session for the connected account.
 */
export type SignInStatus = 'unavailable' | 'signed-out' | 'signing-in' | 'signed-in'

/** What {@link useSignIn} returns. */
export interface SignInState {
  status: SignInStatus
  /** A wallet is connected (signing in needs one). */
  connected: boolean
  /** The session of the connected account, when signed in. */
  session: AuthSession | null
  /** Opens the "Verify your account" dialog for the connected wallet. */
  requestSignIn(): void
  /** Closes the dialog without signing; the wallet stays connected. */
  cancelSignIn(): void
  /** Asks the wallet to sign the sign-in message and the gateway to accept it (the dialog's main button). */
  confirmSignIn(): void
  /** True while the signature or the gateway's check is under way. */
  confirming: boolean
  /** The sentence to show after a failed attempt, until the next one. */
  signInError: string | undefined
  /** Ends the session on the gateway. */
  signOut(): Promise<void>
}

const signedOutEverywhere: SignInState = {
  status: 'unavailable',
  connected: false,
  session: null,
  requestSignIn() {},
  cancelSignIn() {},
  confirmSignIn() {},
  confirming: false,
  signInError: undefined,
  signOut: async () => {},
}

/** Provided by SignInProvider; without it (tests, isolated screens) the user counts as signed out. */
export const SignInContext = createContext<SignInState>(signedOutEverywhere)
