import { Skeleton } from './Skeleton'

/** Placeholder cards of a grid of pictures (NFTs, apps): a picture and its name under it. */
export function SkeletonGrid({ count = 6 }: { count?: number }) {
  return (
    <div className="skeleton-grid">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity, only a position
        <div key={index} className="skeleton-grid__card">
          <Skeleton shape="block" className="skeleton-grid__picture" />
          <Skeleton width="70%" />
          <Skeleton width="45%" />
        </div>
      ))}
    </div>
  )
}
