import { Repeat } from './Repeat'
import { Skeleton } from './Skeleton'

/** Placeholder of a form: each field's label and box, then the button. */
export function SkeletonForm({ fields = 2 }: { fields?: number }) {
  const field = (
    <div className="skeleton-form__field">
      <Skeleton width="8rem" />
      <Skeleton shape="block" height="2.5rem" />
    </div>
  )
  return (
    <div className="skeleton-form">
      <Repeat count={fields}>{() => field}</Repeat>
      <Skeleton shape="block" width="9rem" height="2.5rem" />
    </div>
  )
}
