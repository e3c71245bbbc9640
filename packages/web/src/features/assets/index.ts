import { lazy } from 'react'

// Only lazy screens: the app shell imports this file, and anything exported statically would join the landing page.
/** Token balances screen of a Safe (lazy). */
export const AssetsPage = lazy(() => import('./AssetsPage').then((m) => ({ default: m.AssetsPage })))
/** NFT grid of a Safe (lazy). */
export const NftsPage = lazy(() => import('./NftsPage').then((m) => ({ default: m.NftsPage })))
/** Receive screen: address, QR code, copy (lazy). */
export const ReceivePage = lazy(() => import('./ReceivePage').then((m) => ({ default: m.ReceivePage })))
