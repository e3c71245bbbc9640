import type { SafeAppConfig, SafeAppsRegistry } from './safeAppsConfigSchema'

/** The registry app with that id (messages carry `safeAppId`), or null. */
export function findSafeAppById(registry: SafeAppsRegistry, id: number | null): SafeAppConfig | null {
  if (id === null) return null
  return registry.apps.find((app) => app.id === id) ?? null
}
