import { Button } from '../../components/Button'
import { FormActions } from '../../components/FormField'
import type { BrowserDataImportPlan } from './planBrowserDataImport'

function Items({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <li>
      {label}:
      <ul>
        {items.map((item, index) => (
          // Descriptions may repeat (two apps of one name); their place is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list drawn once
          <li key={index}>{item}</li>
        ))}
      </ul>
    </li>
  )
}

/** What an import will change, store by store, with the buttons to go ahead or not. */
export function BrowserDataImportPreview({
  plan,
  fileName,
  onConfirm,
  onCancel,
}: {
  plan: BrowserDataImportPlan
  fileName: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const nothing = plan.writes.size === 0
  return (
    <div className="browser-data__preview" data-testid="browser-data-preview">
      <h3>Importing {fileName}</h3>
      {nothing && <p>This browser already has everything in this file: importing it changes nothing.</p>}
      <ul className="browser-data__changes">
        {plan.changes.map((change) => (
          <li key={change.key} data-testid="browser-data-change">
            <strong>{change.name}</strong>
            {change.skipped ? (
              <p>{change.skipped}</p>
            ) : (
              <ul>
                <Items label="Added" items={change.added} />
                <Items label="Completed" items={change.updated} />
                <Items label="Kept as this browser has it (the file differs)" items={change.kept} />
              </ul>
            )}
          </li>
        ))}
      </ul>
      <FormActions>
        <Button variant="primary" onClick={onConfirm} disabled={nothing} data-testid="browser-data-confirm">
          Import
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </FormActions>
    </div>
  )
}
