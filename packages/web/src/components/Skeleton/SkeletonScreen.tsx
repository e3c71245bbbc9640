import { Skeleton } from './Skeleton'
import { SkeletonLines } from './SkeletonLines'

/** Placeholder of a whole screen whose code is still loading: its heading, then a card of text. */
export function SkeletonScreen() {
  return (
    <div className="skeleton-screen">
      <Skeleton className="skeleton-screen__heading" width="14rem" />
      <div className="skeleton-screen__card">
        <SkeletonLines count={4} />
      </div>
    </div>
  )
}
