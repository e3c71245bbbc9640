import { useCallback, useMemo } from 'react'
// Full zod, not zod/mini: a mini builder the landing page does not use (nullable) would be kept in its chunk.
import { z } from 'zod'
import { useStoredState } from '../../hooks/useStoredState'
import type { SafeAppManifest } from './fetchSafeAppManifest'
import { safeAppUrlKey } from './safeAppUrlKey'

/** Where the custom apps the user added (and so accepted) are kept: this browser. */
export const CUSTOM_SAFE_APPS_KEY = 'strongroom.safeApps.custom'

/** An app the user added by its address, read from its manifest, and accepted although it is not in the registry. */
export interface CustomSafeApp extends SafeAppManifest {
  /** Epoch milliseconds of the user's acceptance. */
  acceptedAt: number
}

const httpUrl = z
  .string()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value))

const storedSchema = z.array(
  z.object({
    url: httpUrl,
    name: z.string().max(100),
    description: z.string().max(500),
    iconUrl: httpUrl.nullish(),
    acceptedAt: z.number(),
  }),
)

// Stored data is untrusted (hand edits, older versions): anything that does not parse counts as no custom app.
const parseStored = (stored: unknown): CustomSafeApp[] | undefined => {
  const parsed = storedSchema.safeParse(stored)
  return parsed.success ? parsed.data.map((app) => ({ ...app, iconUrl: app.iconUrl ?? undefined })) : undefined
}
const NONE: CustomSafeApp[] = []

/** The custom apps, and the changes to them (Apps → Add custom app; Settings → Safe Apps). */
export interface CustomSafeApps {
  apps: readonly CustomSafeApp[]
  /** The custom app at this address, if the user added it. */
  find(url: string): CustomSafeApp | undefined
  /** Whether the user accepted an app of this origin (accepting is once per origin). */
  isOriginAccepted(origin: string): boolean
  /** Adds the app (replacing one at the same address): the user accepted it. */
  add(app: SafeAppManifest): void
  /** Removes the app; its origin is no longer accepted unless another custom app shares it. */
  remove(url: string): void
}

/**
 * The custom Safe Apps of this browser. Adding one is accepting that it is not in the registry, once per origin:
 * another app of an accepted origin opens without the warning, and removing the last app of an origin takes the
 * acceptance back.
 */
export function useCustomSafeApps(): CustomSafeApps {
  const [apps, setApps] = useStoredState(CUSTOM_SAFE_APPS_KEY, parseStored, NONE)
  const find = useCallback((url: string) => apps.find((app) => safeAppUrlKey(app.url) === safeAppUrlKey(url)), [apps])
  const add = useCallback(
    (app: SafeAppManifest) => {
      const key = safeAppUrlKey(app.url)
      const kept = apps.filter((existing) => safeAppUrlKey(existing.url) !== key)
      setApps([...kept, { ...app, acceptedAt: Date.now() }])
    },
    [apps, setApps],
  )
  const remove = useCallback(
    (url: string) => setApps(apps.filter((app) => safeAppUrlKey(app.url) !== safeAppUrlKey(url))),
    [apps, setApps],
  )
  return useMemo(
    () => ({
      apps,
      find,
      isOriginAccepted: (origin: string) => apps.some((app) => new URL(app.url).origin === origin),
      add,
      remove,
    }),
    [apps, find, add, remove],
  )
}
