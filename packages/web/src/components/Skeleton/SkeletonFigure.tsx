import { Skeleton } from './Skeleton'

/** Placeholder of one large figure (a total value). */
export function SkeletonFigure() {
  return <Skeleton className="skeleton-figure" width="10rem" />
}
