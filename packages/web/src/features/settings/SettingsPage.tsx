import { lazy } from 'react'

// The screen is a chunk of its own; the stores it edits (theme, RPC URL) are read at start-up and stay in the bundle.
const Screen = lazy(() => import('./SettingsScreen').then((module) => ({ default: module.SettingsScreen })))

/** The settings screen: appearance (theme, accent) and network (RPC URL). */
export function SettingsPage() {
  return <Screen />
}
