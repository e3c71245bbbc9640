import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect, useRef } from 'react'
import { useSignIn } from './useSignIn'

/**
 * Opens RainbowKit's "Verify your account" dialog once the user asked to sign in, and drops the request when the
 * dialog closes without a session. Renders nothing; must sit inside RainbowKitProvider.
 */
export function SignInFlow() {
  const { status, cancelSignIn } = useSignIn()
  const { openConnectModal, connectModalOpen } = useConnectModal()
  const opened = useRef(false)

  useEffect(() => {
    if (status !== 'signing-in') {
      opened.current = false
      return
    }
    if (opened.current) {
      if (!connectModalOpen) cancelSignIn()
      return
    }
    // openConnectModal exists once RainbowKit sees authentication enabled and no session. RainbowKit closes its
    // modals in an effect when that happens, and a parent's effects run after this child's: open on the next task.
    if (!openConnectModal) return
    const timer = setTimeout(() => {
      opened.current = true
      openConnectModal()
    }, 0)
    return () => clearTimeout(timer)
  }, [status, openConnectModal, connectModalOpen, cancelSignIn])
  return null
}
