// The screens outside any Safe: their paths and the main navigation. Free of viem and of every screen, so the landing
// page's light shell (App.tsx, AppFrame.tsx) draws its links from here without carrying the wallet stack
// (docs/landing-page.md).

/** The screens outside any Safe; `label` puts one in the main navigation. */
export const APP_ROUTES = {
  welcome: { path: '/', label: 'Safes' },
  newSafe: { path: '/new-safe', label: undefined },
  addSafe: { path: '/add-safe', label: undefined },
  addressBook: { path: '/address-book', label: 'Address book' },
  settings: { path: '/settings', label: 'Settings' },
} as const

/** The name of a screen outside any Safe. */
export type AppRouteName = keyof typeof APP_ROUTES

/** The main navigation, in order. */
export const MAIN_NAVIGATION = (Object.keys(APP_ROUTES) as AppRouteName[]).flatMap((name) => {
  const { path, label } = APP_ROUTES[name]
  return label ? [{ name, href: path, label }] : []
})

/** Link builders of the screens outside any Safe (part of `paths`). */
export const appPaths = {
  welcome: () => APP_ROUTES.welcome.path,
  newSafe: () => APP_ROUTES.newSafe.path,
  addSafe: () => APP_ROUTES.addSafe.path,
  addressBook: () => APP_ROUTES.addressBook.path,
  settings: () => APP_ROUTES.settings.path,
}
