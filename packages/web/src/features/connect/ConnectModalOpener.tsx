import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect, useRef } from 'react'

/**
 * Opens RainbowKit's connect modal once, as soon as it can be opened, when `open` is set: the visitor clicked the
 * landing page's look-alike button before the wallet stack had loaded. Must sit inside RainbowKitProvider.
 */
export function ConnectModalOpener({ open }: { open: boolean }) {
  const { openConnectModal } = useConnectModal()
  const opened = useRef(false)
  useEffect(() => {
    if (!open || opened.current || !openConnectModal) return
    opened.current = true
    openConnectModal()
  }, [open, openConnectModal])
  return null
}
