import { Repeat } from './Repeat'
import { Skeleton } from './Skeleton'

/** Placeholder pairs of a list of facts (a name and its value: threshold, nonce, version). */
export function SkeletonFacts({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton-facts">
      <Repeat count={count}>
        {(index) => (
          <div className="skeleton-facts__pair">
            <Skeleton width="6rem" />
            <Skeleton width={index % 2 === 0 ? '9rem' : '5rem'} />
          </div>
        )}
      </Repeat>
    </div>
  )
}
