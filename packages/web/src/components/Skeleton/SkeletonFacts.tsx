import { Skeleton } from './Skeleton'

/** Placeholder pairs of a list of facts (a name and its value: threshold, nonce, version). */
export function SkeletonFacts({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton-facts">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity, only a position
        <div key={index} className="skeleton-facts__pair">
          <Skeleton width="6rem" />
          <Skeleton width={index % 2 === 0 ? '9rem' : '5rem'} />
        </div>
      ))}
    </div>
  )
}
