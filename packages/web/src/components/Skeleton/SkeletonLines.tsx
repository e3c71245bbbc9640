import { Repeat } from './Repeat'
import { Skeleton } from './Skeleton'

/** Widths of successive lines of a paragraph: uneven, as text is. */
const LINE_WIDTHS = ['92%', '78%', '85%', '60%', '70%']

/** A paragraph's worth of text lines (a sentence or a short set of facts). */
export function SkeletonLines({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton-lines">
      <Repeat count={count}>{(index) => <Skeleton width={LINE_WIDTHS[index % LINE_WIDTHS.length]} />}</Repeat>
    </div>
  )
}
