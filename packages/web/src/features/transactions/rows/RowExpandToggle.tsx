import { ChevronDown } from 'lucide-react'

/** Props of {@link RowExpandToggle}. */
export interface RowExpandToggleProps {
  expanded: boolean
  /** The id of the part it opens (`aria-controls`). */
  controls: string
  /** What the row is, in words: the label reads "Show details of <description>". */
  description: string
  onToggle: () => void
  className?: string
  'data-testid'?: string
}

/**
 * The chevron at a transaction row's end that opens its details under it, and folds them again
 * (docs/look-and-feel.md §6); queue and history rows share it.
 */
export function RowExpandToggle({
  expanded,
  controls,
  description,
  onToggle,
  className,
  'data-testid': testId,
}: RowExpandToggleProps) {
  return (
    <button
      type="button"
      className={className ? `row-expand-toggle ${className}` : 'row-expand-toggle'}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={`${expanded ? 'Hide details of' : 'Show details of'} ${description}`}
      onClick={onToggle}
      data-testid={testId}
    >
      <ChevronDown size={16} aria-hidden="true" />
    </button>
  )
}
