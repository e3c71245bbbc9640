// The paths the landing page's light shell links to, written out here because routes.ts, which owns every path,
// brings the welcome screen and with it the wallet stack (docs/landing-page.md). shellPaths.test.ts keeps the two equal.

/** The app's main navigation, as routes.ts's MAIN_NAVIGATION has it. */
export const SHELL_NAVIGATION = [
  { name: 'welcome', href: '/', label: 'Safes' },
  { name: 'addressBook', href: '/address-book', label: 'Address book' },
  { name: 'settings', href: '/settings', label: 'Settings' },
] as const

/** The paths the welcome text links to, as routes.ts's `paths` builds them. */
export const SHELL_PATHS = { welcome: '/', newSafe: '/new-safe', addSafe: '/add-safe' } as const
