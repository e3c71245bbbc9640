import { lazy, Suspense } from 'react'
import { useSignIn } from './useSignIn'

// The dialog's code loads when someone asks to sign in, not with every page.
const SignInDialog = lazy(() => import('./SignInDialog').then((module) => ({ default: module.SignInDialog })))

/**
 * The "Verify your account" dialog while the user asked to sign in; nothing otherwise. Closing it keeps the wallet
 * connected: sign-in is optional.
 */
export function SignInFlow() {
  const { status } = useSignIn()
  if (status !== 'signing-in') return null
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  )
}
