import { Button } from '../../../components/Button'
import { FormActions } from '../../../components/FormField'
import type { BatchAction } from './BatchAction'

/** The Safe's batch: its actions in order, each movable and removable, and "Review batch" once there are any. */
export function BatchView({
  actions,
  onMove,
  onRemove,
  onClear,
  onReview,
}: {
  actions: readonly BatchAction[]
  onMove(id: string, by: -1 | 1): void
  onRemove(id: string): void
  onClear(): void
  onReview(): void
}) {
  if (actions.length === 0)
    return (
      <p className="query-state" data-testid="batch-empty">
        The batch is empty. Use “Add to batch” in any of the other flows to collect actions, then review and propose
        them here as one transaction.
      </p>
    )
  return (
    <div className="new-tx-form">
      <ol className="new-tx-batch" aria-label="Actions of the batch">
        {actions.map((action, index) => (
          <li key={action.id} className="new-tx-batch__action" data-testid="batch-action">
            <span className="new-tx-batch__label">{action.label}</span>
            <span className="new-tx-batch__buttons">
              <Button size="small" variant="ghost" disabled={index === 0} onClick={() => onMove(action.id, -1)}>
                Up<span className="visually-hidden"> {action.label}</span>
              </Button>
              <Button
                size="small"
                variant="ghost"
                disabled={index === actions.length - 1}
                onClick={() => onMove(action.id, 1)}
              >
                Down<span className="visually-hidden"> {action.label}</span>
              </Button>
              <Button size="small" variant="ghost" onClick={() => onRemove(action.id)}>
                Remove<span className="visually-hidden"> {action.label}</span>
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <FormActions>
        <Button variant="danger" onClick={onClear}>
          Empty the batch
        </Button>
        <Button variant="primary" onClick={onReview}>
          Review batch
        </Button>
      </FormActions>
    </div>
  )
}
