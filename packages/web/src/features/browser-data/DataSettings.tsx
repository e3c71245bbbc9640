import { type ChangeEvent, useContext, useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { FormActions, FormMessage } from '../../components/FormField'
import { RuntimeConfigContext } from '../../hooks/useRuntimeConfig'
import { browserStorage } from '../../lib/browserStorage'
import { downloadTextFile } from '../../lib/downloadTextFile'
import { BROWSER_DATA_MAX_BYTES, BROWSER_DATA_TOO_LARGE } from './BrowserDataFile'
import { BrowserDataFileError } from './BrowserDataFileError'
import { BrowserDataImportPreview } from './BrowserDataImportPreview'
import { exportBrowserData } from './exportBrowserData'
import { parseBrowserDataFile } from './parseBrowserDataFile'
import { type BrowserDataImportPlan, planBrowserDataImport } from './planBrowserDataImport'
import { readBrowserDocuments } from './readBrowserDocuments'
import './browserData.css'

type State =
  | { kind: 'idle' }
  | { kind: 'exported'; unreadable: string[] }
  | { kind: 'refused'; message: string }
  | { kind: 'preview'; plan: BrowserDataImportPlan; fileName: string }
  | { kind: 'imported' }

/**
 * Settings → Data: everything this browser keeps for Strongroom as one versioned JSON file, and its import, previewed
 * and merged without losing anything (docs/browser-data.md). After an import the page reloads, so every store reads
 * what was written. `reload` is the page's in the app.
 */
export function DataSettings({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const storage = browserStorage()
  const chains = useContext(RuntimeConfigContext)?.chains ?? []
  const chainName = (chainId: string) =>
    chains.find((chain) => String(chain.chainId) === chainId)?.chainName ?? `chain ${chainId}`

  const onExport = () => {
    const { file, unreadable } = exportBrowserData(readBrowserDocuments(storage), new Date())
    downloadTextFile(
      `strongroom-data-${file.exportedAt.slice(0, 10)}.json`,
      `${JSON.stringify(file, null, 2)}\n`,
      'application/json',
    )
    setState({ kind: 'exported', unreadable })
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size > BROWSER_DATA_MAX_BYTES) {
      setState({
        kind: 'refused',
        message: BROWSER_DATA_TOO_LARGE,
      })
      return
    }
    try {
      const parsed = parseBrowserDataFile(await file.text())
      setState({
        kind: 'preview',
        plan: planBrowserDataImport(readBrowserDocuments(storage), parsed, chainName),
        fileName: file.name,
      })
    } catch (error) {
      setState({
        kind: 'refused',
        message:
          error instanceof BrowserDataFileError ? error.message : 'The file could not be read. Nothing was imported.',
      })
    }
  }

  const onConfirm = (plan: BrowserDataImportPlan) => {
    try {
      for (const [key, value] of plan.writes) storage?.setItem(key, value)
    } catch {
      setState({
        kind: 'refused',
        message:
          'This browser refused to store the data (its storage is full or disabled). Part of it may be imported.',
      })
      return
    }
    setState({ kind: 'imported' })
    reload()
  }

  return (
    <section aria-labelledby="settings-data" className="browser-data">
      <h2 id="settings-data">Data</h2>
      <p className="browser-data__hint">
        This browser keeps your Safes (those not activated yet too) and their names, address book, custom Safe Apps and
        their permissions, hidden tokens, batches and settings. Export them as one file to move to another browser or
        keep a copy; an import adds what this browser lacks and never removes or replaces what it has. The wallet
        connection, sign-in and notification registrations belong to this browser and are not exported.
      </p>
      {storage ? (
        <FormActions>
          <Button onClick={onExport} data-testid="browser-data-export">
            Export data
          </Button>
          <Button onClick={() => input.current?.click()} data-testid="browser-data-import">
            Import data…
          </Button>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            hidden
            onChange={onFile}
            aria-label="Data file to import"
            data-testid="browser-data-import-file"
          />
        </FormActions>
      ) : (
        <FormMessage tone="hint">
          This browser does not let Strongroom keep data (its storage is disabled), so there is nothing to export or
          import.
        </FormMessage>
      )}
      {state.kind === 'exported' && (
        <p role="status" data-testid="browser-data-exported">
          Exported.
          {state.unreadable.length > 0 &&
            ` Left out because this browser’s copy could not be read: ${state.unreadable.join(', ')}.`}
        </p>
      )}
      {state.kind === 'refused' && (
        <FormMessage tone="error" data-testid="browser-data-refused">
          {state.message}
        </FormMessage>
      )}
      {state.kind === 'preview' && (
        <BrowserDataImportPreview
          plan={state.plan}
          fileName={state.fileName}
          onConfirm={() => onConfirm(state.plan)}
          onCancel={() => setState({ kind: 'idle' })}
        />
      )}
      {state.kind === 'imported' && (
        <p role="status" data-testid="browser-data-imported">
          Imported. The page reloads to show it.
        </p>
      )}
    </section>
  )
}
