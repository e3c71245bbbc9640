import type { ReactNode } from 'react'
import { WalletStatus } from '../features/connect'
import { AddressDisplayProvider } from '../features/safes'
import { AppFrame } from './AppFrame'

/** The frame around every screen with the wallet's status and connect/account button in the header. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <AppFrame wallet={<WalletStatus />}>
      <AddressDisplayProvider>{children}</AddressDisplayProvider>
    </AppFrame>
  )
}
