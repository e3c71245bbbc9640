import { Skeleton } from './Skeleton'

/** Placeholder of a form: each field's label and box, then the button. */
export function SkeletonForm({ fields = 2 }: { fields?: number }) {
  return (
    <div className="skeleton-form">
      {Array.from({ length: fields }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity, only a position
        <div key={index} className="skeleton-form__field">
          <Skeleton width="8rem" />
          <Skeleton shape="block" height="2.5rem" />
        </div>
      ))}
      <Skeleton shape="block" width="9rem" height="2.5rem" />
    </div>
  )
}
