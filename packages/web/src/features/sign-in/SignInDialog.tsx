import { useEffect, useId, useRef } from 'react'
import { Button } from '../../components/Button'
import { useSignIn } from './useSignIn'
import './signIn.css'

/**
 * The "Verify your account" dialog (SignInFlow renders it while the user asked to sign in). "Sign message" asks the wallet to sign the
 * EIP-4361 message; "Cancel" (or Escape) only closes the dialog: sign-in is optional, so the wallet stays connected.
 * (RainbowKit's own sign-in dialog disconnects the wallet on cancel, which is why it is not used.)
 */
export function SignInDialog() {
  const { status, cancelSignIn, confirmSignIn, confirming, signInError } = useSignIn()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const open = status === 'signing-in'

  useEffect(() => {
    const element = dialog.current
    if (!element || !open) return
    // showModal traps focus and makes the page behind inert; without it (older engines) the dialog opens inline.
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    return () => element.close?.()
  }, [open])

  if (!open) return null
  return (
    <dialog
      ref={dialog}
      className="sign-in-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        cancelSignIn()
      }}
    >
      <h2 id={titleId}>Verify your account</h2>
      <p>
        Sign a message in your wallet to keep your address book and settings on this server. It costs nothing and sends
        no transaction. You can keep using Strongroom without signing in.
      </p>
      {signInError ? (
        <p className="sign-in-dialog__error" role="alert">
          {signInError}
        </p>
      ) : null}
      <div className="sign-in-dialog__actions">
        <Button variant="primary" onClick={confirmSignIn} disabled={confirming} aria-busy={confirming}>
          {confirming ? 'Waiting for your wallet…' : 'Sign message'}
        </Button>
        <Button onClick={cancelSignIn}>Cancel</Button>
      </div>
    </dialog>
  )
}
