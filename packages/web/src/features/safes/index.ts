import { lazy } from 'react'

export { AddressDisplayProvider } from './AddressDisplayProvider'
export { type AddedSafe, type AddedSafes, addedSafesKey, useAddedSafes } from './useAddedSafes'
export { useAddressName } from './useAddressName'
export { useIsOwner } from './useIsOwner'
export { WelcomePage } from './WelcomePage'

// The screens load with their route (app/routes.ts); the frame of a Safe loads with the first of its screens.
/** Frame of one Safe's screens: header, read-only mark, section navigation (lazy). */
export const SafeLayout = lazy(() => import('./SafeLayout').then((m) => ({ default: m.SafeLayout })))
