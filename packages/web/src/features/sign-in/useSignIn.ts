import { useContext } from 'react'
import { SignInContext, type SignInState } from './SignInContext'

/** The sign-in status of the connected account and the actions to change it. */
export function useSignIn(): SignInState {
  return useContext(SignInContext)
}
