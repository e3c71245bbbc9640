import { Button } from '../../../components/Button'
import { FormField } from '../../../components/FormField'
import { type HistoryDirection, type HistoryFilter, isFiltering, NO_HISTORY_FILTER } from './HistoryFilter'

const DIRECTIONS: Array<{ value: HistoryDirection; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'module', label: 'Module' },
]

/** The history's filters: direction, token, and a range of days. */
export function HistoryFilters({
  filter,
  tokens,
  onChange,
}: {
  filter: HistoryFilter
  tokens: ReadonlyArray<{ key: string; label: string }>
  onChange: (filter: HistoryFilter) => void
}) {
  const rangeError =
    filter.from && filter.to && filter.from > filter.to ? 'The first day comes after the last one.' : undefined
  return (
    <fieldset className="transactions-history__filters">
      <legend className="visually-hidden">Filter the history</legend>
      <FormField label="Direction">
        {(control) => (
          <select
            {...control}
            value={filter.direction}
            onChange={(event) => onChange({ ...filter, direction: event.target.value as HistoryDirection })}
          >
            {DIRECTIONS.map((direction) => (
              <option key={direction.value} value={direction.value}>
                {direction.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Token">
        {(control) => (
          <select
            {...control}
            value={filter.token}
            onChange={(event) => onChange({ ...filter, token: event.target.value })}
          >
            <option value="">All tokens</option>
            {tokens.map((token) => (
              <option key={token.key} value={token.key}>
                {token.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="From">
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.from}
            onChange={(event) => onChange({ ...filter, from: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="To" error={rangeError}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.to}
            onChange={(event) => onChange({ ...filter, to: event.target.value })}
          />
        )}
      </FormField>
      {isFiltering(filter) && (
        <Button size="small" variant="ghost" onClick={() => onChange(NO_HISTORY_FILTER)}>
          Clear filters
        </Button>
      )}
    </fieldset>
  )
}
