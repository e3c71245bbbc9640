import type { WalletApp } from './WalletApp'

let pending: Promise<typeof WalletApp> | undefined

/**
 * Downloads the wallet stack (wagmi, RainbowKit, TanStack Query and every screen) once; later calls share the
 * download. A failed download is forgotten, so the next call tries again.
 */
export function loadWalletApp(): Promise<typeof WalletApp> {
  pending ??= import('./WalletApp').then(
    (module) => module.WalletApp,
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}
