import type { ComponentType } from 'react'
import { WelcomePage } from '../features/safes/WelcomePage'
import { lazyScreen } from './lazyScreen'
import type { AppRouteName, SafeRouteName, SafeScreenProps, SearchOf } from './paths'

// The screen table: which code draws each route of app/paths. The only module that imports page files. Screens load
// with their route (React.lazy), so the wallet stack carries none of their code; the welcome screen is the exception,
// drawn at once where the landing page's light shell drew its text.

type SafeScreen<Name extends SafeRouteName> = ComponentType<SafeScreenProps<SearchOf<Name>>> & {
  preload: () => Promise<unknown>
}

/** The screens of one Safe. */
export const SAFE_SCREENS: { [Name in SafeRouteName]: SafeScreen<Name> } = {
  dashboard: lazyScreen(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
  assets: lazyScreen(() => import('../features/assets/AssetsPage').then((m) => m.AssetsPage)),
  nfts: lazyScreen(() => import('../features/assets/NftsPage').then((m) => m.NftsPage)),
  receive: lazyScreen(() => import('../features/assets/ReceivePage').then((m) => m.ReceivePage)),
  transactionQueue: lazyScreen(() => import('../features/transactions/queue/QueuePage').then((m) => m.QueuePage)),
  transactionHistory: lazyScreen(() =>
    import('../features/transactions/history/HistoryPage').then((m) => m.HistoryPage),
  ),
  messages: lazyScreen(() => import('../features/transactions/messages/MessagesPage').then((m) => m.MessagesPage)),
  offlineTransaction: lazyScreen(() =>
    import('../features/transactions/offline/OfflineTransactionPage').then((m) => m.OfflineTransactionPage),
  ),
  transaction: lazyScreen(() =>
    import('../features/transactions/details/TransactionDetailsPage').then((m) => m.TransactionDetailsPage),
  ),
  newTransaction: lazyScreen(() =>
    import('../features/transactions/new/NewTransactionPage').then((m) => m.NewTransactionPage),
  ),
  apps: lazyScreen(() => import('../features/safe-apps').then((m) => m.SafeAppsPage)),
  openApp: lazyScreen(() => import('../features/safe-apps').then((m) => m.SafeAppPage)),
  setup: lazyScreen(() => import('../features/safe-settings/SetupPage').then((m) => m.SetupPage)),
  modules: lazyScreen(() => import('../features/safe-settings/ModulesPage').then((m) => m.ModulesPage)),
  spendingLimits: lazyScreen(() =>
    import('../features/spending-limits/SpendingLimitsPage').then((m) => m.SpendingLimitsPage),
  ),
  safeApps: lazyScreen(() => import('../features/safe-apps').then((m) => m.SafeAppsSettingsPage)),
  proposers: lazyScreen(() => import('../features/proposers/ProposersPage').then((m) => m.ProposersPage)),
  transactionServiceImport: lazyScreen(() =>
    import('../features/transaction-service-import').then((m) => m.TransactionServiceImportPage),
  ),
}

/** The screen of a Safe created "pay later" and not deployed yet, whichever of its routes is open. */
export const UNDEPLOYED_SAFE_SCREEN = lazyScreen(() =>
  import('../features/counterfactual/UndeployedSafePage').then((m) => m.UndeployedSafePage),
)

/** The screens outside any Safe. */
export const APP_SCREENS: Record<AppRouteName, ComponentType> = {
  welcome: WelcomePage,
  newSafe: lazyScreen(() => import('../features/safes/CreateSafePage').then((m) => m.CreateSafePage)),
  addSafe: lazyScreen(() => import('../features/safes/AddSafePage').then((m) => m.AddSafePage)),
  addressBook: lazyScreen(() => import('../features/address-book/AddressBookScreen').then((m) => m.AddressBookScreen)),
  preferences: lazyScreen(() => import('../features/preferences/PreferencesScreen').then((m) => m.PreferencesScreen)),
}

/**
 * Fetches the code of a Safe screen ahead of its first use (the other tabs of the open section), so that opening it
 * renders at once. A failed download is forgotten: opening the screen tries again and shows the error there.
 */
export function preloadSafeScreen(name: SafeRouteName): void {
  SAFE_SCREENS[name].preload().catch(() => {})
}
