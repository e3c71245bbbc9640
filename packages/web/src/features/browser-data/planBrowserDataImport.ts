import type { BrowserDataFile } from './BrowserDataFile'
import { type ChainName, findBrowserDataStore } from './browserDataStores'

/** What an import does to one store, in words for the preview. */
export interface BrowserDataChange {
  key: string
  name: string
  added: string[]
  updated: string[]
  kept: string[]
  /** Set when this browser's own document under the key does not read: it is left untouched and the file's skipped. */
  skipped?: string
}

/** An import, worked out before anything is written: the preview and the documents to write. */
export interface BrowserDataImportPlan {
  changes: BrowserDataChange[]
  /** key → JSON to store; only keys whose value changes. */
  writes: Map<string, string>
}

/**
 * Merges a parsed export into `documents` (this browser's localStorage, key → raw JSON) without losing anything this
 * browser has (docs/browser-data.md §Merge), naming chains with `chainName`: lists gain the items they lack, choices already made stay, and a document
 * here that does not read is never overwritten. Pure: the caller previews `changes` and writes `writes`.
 */
export function planBrowserDataImport(
  documents: ReadonlyMap<string, string>,
  file: BrowserDataFile,
  chainName?: ChainName,
): BrowserDataImportPlan {
  const changes: BrowserDataChange[] = []
  const writes = new Map<string, string>()
  for (const [key, incoming] of Object.entries(file.stores)) {
    const found = findBrowserDataStore(key)
    if (!found) continue
    const name = found.store.name(found.match, chainName)
    const raw = documents.get(key)
    let current: unknown
    if (raw !== undefined) {
      let parsed: { success: boolean; data?: unknown } = { success: false }
      try {
        parsed = found.store.schema.safeParse(JSON.parse(raw))
      } catch {
        // Not JSON: handled as unreadable below.
      }
      if (!parsed.success) {
        changes.push({
          key,
          name,
          added: [],
          updated: [],
          kept: [],
          skipped: 'What this browser keeps here could not be read, so it is left as it is and the file’s is not used.',
        })
        continue
      }
      current = parsed.data
    }
    const merged = found.store.merge(current, incoming)
    if (merged.added.length + merged.updated.length + merged.kept.length === 0) continue
    changes.push({ key, name, added: merged.added, updated: merged.updated, kept: merged.kept })
    if (merged.added.length + merged.updated.length > 0) writes.set(key, JSON.stringify(merged.value))
  }
  return { changes, writes }
}
