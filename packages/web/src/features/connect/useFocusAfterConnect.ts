import { type RefObject, useEffect, useRef } from 'react'
import { useAccount } from 'wagmi'

const ATTEMPTS = 20
const INTERVAL_MS = 50

/**
 * After the user connects a wallet, puts focus on the account button in `container`. RainbowKit's modal closes on
 * connection and hands focus back to its Connect Wallet button, which has just been replaced, so focus would fall to
 * `<body>` and a keyboard user would start again from the top. Only when focus is lost (on `<body>`): a user who
 * moved on keeps their place. Not after a silent reconnection at page load.
 */
export function useFocusAfterConnect(container: RefObject<HTMLElement | null>): void {
  const { status } = useAccount()
  const previous = useRef(status)
  useEffect(() => {
    const was = previous.current
    previous.current = status
    if (status !== 'connected' || was === 'connected' || was === 'reconnecting') return
    let attempts = 0
    // The modal closes with an animation: wait for it to let go of focus.
    const timer = setInterval(() => {
      attempts += 1
      const active = document.activeElement
      const lost = !active || active === document.body
      const target = container.current?.querySelector<HTMLElement>('[data-testid="rk-account-button"]')
      if (lost && target) target.focus()
      if ((lost && target) || attempts >= ATTEMPTS || (!lost && !active?.closest('[role="dialog"]')))
        clearInterval(timer)
    }, INTERVAL_MS)
    return () => clearInterval(timer)
  }, [status, container])
}
