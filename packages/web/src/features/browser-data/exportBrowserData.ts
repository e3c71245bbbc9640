import { BROWSER_DATA_FORMAT, BROWSER_DATA_VERSION, type BrowserDataFile } from './BrowserDataFile'
import { findBrowserDataStore } from './browserDataStores'

/**
 * The export of `documents` (this browser's localStorage, key → raw JSON): every store of BROWSER_DATA_STORES, as its
 * shape reads it. A document that does not read (a hand edit, an older version) is left out and named in `unreadable`;
 * keys no store claims (the wallet connection, other sites' data) are not carried.
 */
export function exportBrowserData(
  documents: ReadonlyMap<string, string>,
  now: Date,
): { file: BrowserDataFile; unreadable: string[] } {
  const stores: Record<string, unknown> = {}
  const unreadable: string[] = []
  for (const [key, raw] of [...documents].sort(([a], [b]) => a.localeCompare(b))) {
    const found = findBrowserDataStore(key)
    if (!found) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      unreadable.push(found.store.name(found.match))
      continue
    }
    const result = found.store.schema.safeParse(parsed)
    if (result.success) stores[key] = result.data
    else unreadable.push(found.store.name(found.match))
  }
  return {
    file: { format: BROWSER_DATA_FORMAT, version: BROWSER_DATA_VERSION, exportedAt: now.toISOString(), stores },
    unreadable,
  }
}
