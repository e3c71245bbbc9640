import { useAccount } from 'wagmi'
import { useSignIn } from './useSignIn'
import './signIn.css'
import { Button } from '../../components/Button'

/**
 * Header control for the optional sign-in: "Sign in" for a connected wallet without a session, "Sign out" with one.
 * Hidden while disconnected or when the gateway offers no sign-in.
 */
export function SignInButton() {
  const { isConnected } = useAccount()
  const { status, requestSignIn, signOut } = useSignIn()
  if (!isConnected || status === 'unavailable') return null
  if (status === 'signed-in') {
    return (
      <div className="sign-in-status">
        <span className="sign-in-status__label" data-testid="signed-in">
          Signed in
        </span>
        <Button type="button" size="small" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    )
  }
  return (
    <Button
      type="button"
      size="small"
      onClick={requestSignIn}
      disabled={status === 'signing-in'}
      title="Sign a message to keep your address book and settings on this server"
    >
      Sign in
    </Button>
  )
}
