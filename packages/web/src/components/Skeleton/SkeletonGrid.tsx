import { Repeat } from './Repeat'
import { Skeleton } from './Skeleton'

/** Placeholder cards of a grid of pictures (NFTs, apps): a picture and its name under it. */
export function SkeletonGrid({ count = 6 }: { count?: number }) {
  return (
    <div className="skeleton-grid">
      <Repeat count={count}>
        {() => (
          <div className="skeleton-grid__card">
            <Skeleton shape="block" className="skeleton-grid__picture" />
            <Skeleton width="70%" />
            <Skeleton width="45%" />
          </div>
        )}
      </Repeat>
    </div>
  )
}
