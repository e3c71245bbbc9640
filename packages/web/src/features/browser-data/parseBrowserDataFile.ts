import {
  BROWSER_DATA_FORMAT,
  BROWSER_DATA_MAX_BYTES,
  BROWSER_DATA_TOO_LARGE,
  BROWSER_DATA_VERSION,
  type BrowserDataFile,
} from './BrowserDataFile'
import { BrowserDataFileError } from './BrowserDataFileError'
import { findBrowserDataStore } from './browserDataStores'

const NOT_OURS = 'This file is not a Strongroom data export'

/**
 * Reads an import file (untrusted) whole before anything changes: it must be JSON in the export's format and version,
 * name only stores this build keeps, and every store must hold the shape it has here.
 * @throws {BrowserDataFileError} with the sentence to show, naming what is wrong and where.
 */
export function parseBrowserDataFile(text: string): BrowserDataFile {
  if (text.length > BROWSER_DATA_MAX_BYTES) throw new BrowserDataFileError(BROWSER_DATA_TOO_LARGE)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BrowserDataFileError(`${NOT_OURS}: it is not JSON. Nothing was imported.`)
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new BrowserDataFileError(`${NOT_OURS}: it holds no export. Nothing was imported.`)
  const { format, version, exportedAt, stores } = json as Record<string, unknown>
  if (format !== BROWSER_DATA_FORMAT)
    throw new BrowserDataFileError(`${NOT_OURS} (its “format” is not “${BROWSER_DATA_FORMAT}”). Nothing was imported.`)
  if (version !== BROWSER_DATA_VERSION)
    throw new BrowserDataFileError(
      typeof version === 'number' && Number.isInteger(version) && version > BROWSER_DATA_VERSION
        ? `This export was made by a newer Strongroom (file version ${version}); this one reads version ${BROWSER_DATA_VERSION}. Update Strongroom and import it again. Nothing was imported.`
        : `This export's version is not one Strongroom reads (it should be ${BROWSER_DATA_VERSION}). Nothing was imported.`,
    )
  if (typeof exportedAt !== 'string' || Number.isNaN(Date.parse(exportedAt)))
    throw new BrowserDataFileError('This export does not say when it was made (“exportedAt”). Nothing was imported.')
  if (typeof stores !== 'object' || stores === null || Array.isArray(stores))
    throw new BrowserDataFileError('This export holds no data (“stores” is missing). Nothing was imported.')
  const parsed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(stores)) {
    const found = findBrowserDataStore(key)
    if (!found)
      throw new BrowserDataFileError(
        `This export holds “${key.slice(0, 80)}”, which this version of Strongroom does not keep. Nothing was imported.`,
      )
    const result = found.store.schema.safeParse(value)
    if (!result.success) {
      const issue = result.error.issues[0]
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
      throw new BrowserDataFileError(
        `This export’s “${found.store.name(found.match)}” is damaged${where}: ${issue?.message ?? 'unreadable'}. Nothing was imported.`,
      )
    }
    parsed[key] = result.data
  }
  return { format: BROWSER_DATA_FORMAT, version: BROWSER_DATA_VERSION, exportedAt, stores: parsed }
}
