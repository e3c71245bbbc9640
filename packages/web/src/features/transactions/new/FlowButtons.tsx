import { Button } from '../../../components/Button'
import { FormActions } from '../../../components/FormField'

/** The end of every flow's form: review it as a transaction of its own (the form's submit), or put it into the batch. */
export function FlowButtons({ onAddToBatch, batchFull }: { onAddToBatch(): void; batchFull: boolean }) {
  return (
    <FormActions>
      <Button onClick={onAddToBatch} disabled={batchFull} title={batchFull ? 'The batch is full.' : undefined}>
        Add to batch
      </Button>
      <Button variant="primary" type="submit">
        Review
      </Button>
    </FormActions>
  )
}
