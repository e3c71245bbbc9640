/** What the export file says it is (docs/browser-data.md §File). */
export const BROWSER_DATA_FORMAT = 'strongroom-browser-data'

/** The version of the file's shape this build writes and reads. */
export const BROWSER_DATA_VERSION = 1

/** Files larger than this are refused before reading: a browser's data is a few hundred KB at most. */
export const BROWSER_DATA_MAX_BYTES = 5 * 1024 * 1024

/** The export file: every store the app keeps in this browser, by its localStorage key, parsed from its JSON. */
export interface BrowserDataFile {
  format: typeof BROWSER_DATA_FORMAT
  version: typeof BROWSER_DATA_VERSION
  /** ISO 8601. */
  exportedAt: string
  stores: Record<string, unknown>
}

/** The sentence for a file over {@link BROWSER_DATA_MAX_BYTES}. */
export const BROWSER_DATA_TOO_LARGE = `This file is larger than ${BROWSER_DATA_MAX_BYTES / 1024 / 1024} MB, more than any Strongroom data export. Nothing was imported.`
