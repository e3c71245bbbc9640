import { lazy } from 'react'

export { NamedAddress, type NamedAddressProps } from './NamedAddress'
export { type AddedSafe, type AddedSafes, addedSafesKey, useAddedSafes } from './useAddedSafes'
export { useAddressName } from './useAddressName'
export { useIsOwner } from './useIsOwner'
export { WelcomePage } from './WelcomePage'

// Screens behind a route load with it, so the landing page carries none of their code (gateway schemas, forms).
/** "Create Safe" screen (lazy). */
export const CreateSafePage = lazy(() => import('./CreateSafePage').then((m) => ({ default: m.CreateSafePage })))
/** "Add existing Safe" screen (lazy). */
export const AddSafePage = lazy(() => import('./AddSafePage').then((m) => ({ default: m.AddSafePage })))
/** Frame of one Safe's screens: header, read-only mark, section navigation (lazy). */
export const SafeLayout = lazy(() => import('./SafeLayout').then((m) => ({ default: m.SafeLayout })))
