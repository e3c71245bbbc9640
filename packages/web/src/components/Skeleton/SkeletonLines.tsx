import { Skeleton } from './Skeleton'

/** Widths of successive lines of a paragraph: uneven, as text is. */
const LINE_WIDTHS = ['92%', '78%', '85%', '60%', '70%']

/** A paragraph's worth of text lines (a sentence or a short set of facts). */
export function SkeletonLines({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton-lines">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity, only a position
        <Skeleton key={index} width={LINE_WIDTHS[index % LINE_WIDTHS.length]} />
      ))}
    </div>
  )
}
