import type { ReactNode } from 'react'
import { WalletStatus } from '../features/connect'
import { AddressDisplayProvider } from '../features/safes'
import { AppFrame } from './AppFrame'
import { NetworkSwitcher } from './NetworkSwitcher'

/** The frame around every screen with the network (several chains) and the wallet's status and button in the header. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <AppFrame
      wallet={
        <>
          <NetworkSwitcher />
          <WalletStatus />
        </>
      }
    >
      <AddressDisplayProvider>{children}</AddressDisplayProvider>
    </AppFrame>
  )
}
