// The screens outside any Safe: their paths and the main navigation. Free of viem and of every screen, so the landing
// page's light shell (App.tsx, AppFrame.tsx) draws its links from here without carrying the wallet stack
// (docs/landing-page.md).

/** The paths of the screens outside any Safe. */
export const APP_ROUTES = {
  welcome: '/',
  newSafe: '/new-safe',
  addSafe: '/add-safe',
  addressBook: '/address-book',
  /** The app's preferences (features/preferences), at the path and label visitors know as Settings. */
  preferences: '/settings',
} as const

/** The name of a screen outside any Safe. */
export type AppRouteName = keyof typeof APP_ROUTES

/** The main navigation, in order. */
export const MAIN_NAVIGATION = [
  { href: APP_ROUTES.welcome, label: 'Safes' },
  { href: APP_ROUTES.addressBook, label: 'Address book' },
  { href: APP_ROUTES.preferences, label: 'Settings' },
] as const
